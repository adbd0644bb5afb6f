/**
 * LockService. Locks are per kind (document / script / user) and shared by the current
 * execution; `heldElsewhere` simulates another execution holding every lock (a second click
 * while the first run is going): tryLock returns false and waitLock throws, immediately
 * (no real waiting). Every attempt is recorded in `attempts`.
 */
import { badSignature, fail, instrument, type SandboxEnv } from './env';

export type LockKind = 'document' | 'script' | 'user';

export interface LockAttempt {
  kind: LockKind;
  method: 'tryLock' | 'waitLock';
  timeoutMs: number;
  acquired: boolean;
}

export class LockState {
  /** When true every lock is taken by "another process". */
  heldElsewhere = false;
  attempts: LockAttempt[] = [];
  readonly _holders: Record<LockKind, Set<MemoryLock>> = {
    document: new Set(),
    script: new Set(),
    user: new Set(),
  };

  /** True when this execution holds a lock of `kind` (any kind when omitted). */
  isHeld(kind?: LockKind): boolean {
    const kinds: LockKind[] = kind ? [kind] : ['document', 'script', 'user'];
    return kinds.some((k) => this._holders[k].size > 0);
  }

  /** Releases every lock, as Apps Script does when an execution ends. Returns what was held. */
  releaseAll(): LockKind[] {
    const held = (Object.keys(this._holders) as LockKind[]).filter(
      (k) => this._holders[k].size > 0,
    );
    for (const k of held) {
      for (const lock of this._holders[k]) lock._has = false;
      this._holders[k].clear();
    }
    return held;
  }
}

export class MemoryLock {
  readonly _env: SandboxEnv;
  _has = false;
  constructor(
    private readonly _state: LockState,
    env: SandboxEnv,
    readonly _kind: LockKind,
  ) {
    this._env = env;
  }
  private _acquire(method: 'tryLock' | 'waitLock', timeoutInMillis: unknown): boolean {
    if (typeof timeoutInMillis !== 'number' || Number.isNaN(timeoutInMillis)) {
      badSignature(`Lock.${method}`, [timeoutInMillis]);
    }
    const acquired = !this._state.heldElsewhere;
    this._state.attempts.push({ kind: this._kind, method, timeoutMs: timeoutInMillis, acquired });
    if (acquired) {
      this._has = true;
      this._state._holders[this._kind].add(this);
    }
    return acquired;
  }
  tryLock(timeoutInMillis: number): boolean {
    return this._acquire('tryLock', timeoutInMillis);
  }
  waitLock(timeoutInMillis: number): void {
    if (!this._acquire('waitLock', timeoutInMillis)) {
      fail('Lock timeout: another process was holding the lock for too long.');
    }
  }
  releaseLock(): void {
    this._has = false;
    this._state._holders[this._kind].delete(this);
  }
  hasLock(): boolean {
    return this._has;
  }
}

export class MemoryLockService {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _state: LockState,
  ) {}
  getDocumentLock(): MemoryLock {
    return new MemoryLock(this._state, this._env, 'document');
  }
  getScriptLock(): MemoryLock {
    return new MemoryLock(this._state, this._env, 'script');
  }
  getUserLock(): MemoryLock {
    return new MemoryLock(this._state, this._env, 'user');
  }
}

instrument(MemoryLock, 'Lock', true);
instrument(MemoryLockService, 'LockService', true);
