/**
 * The in-memory Ui (SpreadsheetApp.getUi()): menus are recorded in `menus`, alerts in `alerts`,
 * prompts in `prompts`. Dialog answers come from the `answers` queue; when it is empty an
 * alert returns the first button of its ButtonSet (OK or YES) and a prompt returns OK with ''.
 */
import { BUTTONS_OF, Button, ButtonSet, EnumValue, enumValue } from './enums';
import { badSignature, instrument, type SandboxEnv } from './env';
import type { LockState } from './lock';

export interface MenuItemEntry {
  caption: string;
  functionName: string;
}
export interface MenuSeparatorEntry {
  separator: true;
}
interface SubMenuEntry {
  caption: string;
  items: MenuEntry[];
}
export type MenuEntry = MenuItemEntry | MenuSeparatorEntry | SubMenuEntry;

export interface RecordedMenu {
  caption: string;
  /** True for createAddonMenu(). */
  addon: boolean;
  items: MenuEntry[];
}

export interface AlertRecord {
  title: string;
  prompt: string;
  /** Name of the ButtonSet shown ('OK' when none was given). */
  buttons: string;
  /** Name of the button returned. */
  response: string;
  /** True when the execution showing it held the document lock (a dialog the TD reads keeps it). */
  locked: boolean;
}

export interface PromptRecord extends AlertRecord {
  responseText: string;
}

/** A scripted answer: a Button (or its name), or for prompts `{ text, button? }`. */
export type ScriptedAnswer = EnumValue | string | { text: string; button?: EnumValue | string };

export class MemoryMenu {
  readonly _env: SandboxEnv;
  readonly _entries: (MenuItemEntry | MenuSeparatorEntry | MemoryMenu)[] = [];
  constructor(
    readonly _ui: MemoryUi,
    readonly _caption: string,
    readonly _addon: boolean,
  ) {
    this._env = _ui._env;
  }
  _items(): MenuEntry[] {
    return this._entries.map((e) =>
      e instanceof MemoryMenu ? { caption: e._caption, items: e._items() } : { ...e },
    );
  }
  addItem(caption: string, functionName: string): this {
    if (typeof caption !== 'string' || typeof functionName !== 'string') {
      badSignature('Menu.addItem', [caption, functionName]);
    }
    this._entries.push({ caption, functionName });
    return this;
  }
  addSeparator(): this {
    this._entries.push({ separator: true });
    return this;
  }
  addSubMenu(menu: MemoryMenu): this {
    if (!(menu instanceof MemoryMenu)) badSignature('Menu.addSubMenu', [menu]);
    this._entries.push(menu);
    return this;
  }
  addToUi(): void {
    this._ui._addMenu({ caption: this._caption, addon: this._addon, items: this._items() });
  }
}

export class MemoryPromptResponse {
  constructor(
    readonly _env: SandboxEnv,
    private readonly _text: string,
    private readonly _button: EnumValue,
  ) {}
  getResponseText(): string {
    return this._text;
  }
  getSelectedButton(): EnumValue {
    return this._button;
  }
}

function isButtonSet(v: unknown): boolean {
  return v instanceof EnumValue && v.enumName === 'ButtonSet';
}

export class MemoryUi {
  readonly Button = Button;
  readonly ButtonSet = ButtonSet;
  /** Menus added with addToUi(), in order (adding a menu with the same caption replaces it). */
  menus: RecordedMenu[] = [];
  alerts: AlertRecord[] = [];
  prompts: PromptRecord[] = [];
  /** Dialogs and sidebars shown (not rendered). */
  dialogs: { kind: string; title: string; userInterface: unknown }[] = [];
  /** Answers for the next confirm dialogs / prompts, consumed in order. */
  answers: ScriptedAnswer[] = [];
  /**
   * Asked for a question (a ButtonSet other than OK) when `answers` is empty: returns the name
   * of the button to press. The offline command line answers from --yes or the terminal.
   */
  responder: ((question: { title: string; prompt: string; buttons: string }) => string) | null =
    null;

  constructor(
    readonly _env: SandboxEnv,
    readonly _addonName: string,
    private readonly _locks?: LockState,
  ) {}

  private _locked(): boolean {
    return this._locks?.isHeld('document') ?? false;
  }

  _addMenu(menu: RecordedMenu): void {
    const at = this.menus.findIndex((m) => m.caption === menu.caption);
    if (at >= 0) this.menus[at] = menu;
    else this.menus.push(menu);
  }

  /** Resets everything recorded (not the answer queue). */
  _reset(): void {
    this.menus = [];
    this.alerts = [];
    this.prompts = [];
    this.dialogs = [];
  }

  private _answer(
    title: string,
    prompt: string,
    buttons: EnumValue,
    forPrompt: boolean,
  ): { button: EnumValue; text: string } {
    const allowed = BUTTONS_OF[buttons.name];
    if (!forPrompt && buttons === ButtonSet.OK) return { button: Button.OK, text: '' };
    if (this.answers.length === 0 && this.responder && !forPrompt) {
      const name = this.responder({ title, prompt, buttons: buttons.name });
      const button = enumValue(Button, name);
      if (!button || !allowed.includes(button)) {
        throw new Error(`Sandbox: responder answered ${name}, not a button of ${buttons.name}`);
      }
      return { button, text: '' };
    }
    if (this.answers.length === 0) return { button: allowed[0], text: '' };
    const next = this.answers.shift() as ScriptedAnswer;
    let button: EnumValue | undefined;
    let text = '';
    if (typeof next === 'object' && !(next instanceof EnumValue)) {
      text = next.text;
      button = next.button === undefined ? allowed[0] : enumValue(Button, next.button);
    } else {
      button = enumValue(Button, next);
      if (!button && forPrompt && typeof next === 'string') {
        button = allowed[0];
        text = next;
      }
    }
    if (!button || (button !== Button.CLOSE && !allowed.includes(button))) {
      throw new Error(
        `Sandbox: scripted answer ${String(typeof next === 'object' ? JSON.stringify(next) : next)} is not a button of ButtonSet.${buttons.name}`,
      );
    }
    return { button, text };
  }

  private _dialogArgs(
    method: string,
    args: unknown[],
  ): { title: string; prompt: string; buttons: EnumValue } {
    const [a, b, c] = args;
    if (args.length === 1 && typeof a === 'string') {
      return { title: '', prompt: a, buttons: ButtonSet.OK };
    }
    if (args.length === 2 && typeof a === 'string' && isButtonSet(b)) {
      return { title: '', prompt: a, buttons: b as EnumValue };
    }
    if (args.length === 3 && typeof a === 'string' && typeof b === 'string' && isButtonSet(c)) {
      return { title: a, prompt: b, buttons: c as EnumValue };
    }
    badSignature(`Ui.${method}`, args);
  }

  createMenu(caption: string): MemoryMenu {
    if (typeof caption !== 'string') badSignature('Ui.createMenu', [caption]);
    return new MemoryMenu(this, caption, false);
  }
  createAddonMenu(): MemoryMenu {
    return new MemoryMenu(this, this._addonName, true);
  }
  alert(...args: unknown[]): EnumValue {
    const { title, prompt, buttons } = this._dialogArgs('alert', args);
    const locked = this._locked();
    const { button } = this._answer(title, prompt, buttons, false);
    this.alerts.push({ title, prompt, buttons: buttons.name, response: button.name, locked });
    return button;
  }
  prompt(...args: unknown[]): MemoryPromptResponse {
    const d = this._dialogArgs('prompt', args);
    const locked = this._locked();
    const { button, text } = this._answer(d.title, d.prompt, d.buttons, true);
    this.prompts.push({
      title: d.title,
      prompt: d.prompt,
      buttons: d.buttons.name,
      response: button.name,
      responseText: text,
      locked,
    });
    return new MemoryPromptResponse(this._env, text, button);
  }
  showModalDialog(userInterface: unknown, title: string): void {
    this.dialogs.push({ kind: 'modal', title: String(title), userInterface });
  }
  showModelessDialog(userInterface: unknown, title: string): void {
    this.dialogs.push({ kind: 'modeless', title: String(title), userInterface });
  }
  showSidebar(userInterface: unknown): void {
    this.dialogs.push({ kind: 'sidebar', title: '', userInterface });
  }
}

instrument(MemoryMenu, 'Menu', true);
instrument(MemoryPromptResponse, 'PromptResponse', false);
instrument(MemoryUi, 'Ui', true);
