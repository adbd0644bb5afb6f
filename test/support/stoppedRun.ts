/**
 * An execution stopped midway, as Apps Script's time limit stops one: the Nth setValues fails,
 * and from then on no write lands (no rollback runs) until the returned function is called.
 */
import { MemoryRange, MemorySheet, MemorySpreadsheet } from '../../src/workbook';
import type { Event } from './event';

const WRITES = /^(set|insert|delete|clear|apply|append|add|remove|hide|show|copy|move|merge|sort)/;

export class Stopped extends Error {}

export function stopAtSetValues(event: Event, n: number): () => void {
  let calls = 0;
  let stopped = false;
  const undo: Array<() => void> = [];
  const patch = (target: object, name: string): void => {
    const host = target as Record<string, unknown>;
    const original = host[name] as (...args: unknown[]) => unknown;
    host[name] = function (this: unknown, ...args: unknown[]) {
      if (stopped) throw new Stopped('stopped');
      if (name === 'setValues' && ++calls === n) {
        stopped = true;
        throw new Stopped('stopped');
      }
      return original.apply(this, args);
    };
    undo.push(() => (host[name] = original));
  };
  for (const proto of [MemoryRange.prototype, MemorySheet.prototype, MemorySpreadsheet.prototype])
    for (const name of Object.getOwnPropertyNames(proto))
      if (WRITES.test(name) && !['setActiveSheet', 'toast'].includes(name)) patch(proto, name);
  const props = event.ss.properties.document;
  for (const name of ['set', 'delete', 'clear']) patch(props, name);
  return () => undo.reverse().forEach((step) => step());
}
