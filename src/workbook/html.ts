/**
 * The in-memory HtmlService: dialogs are built as HtmlOutput objects and recorded by the Ui
 * (showModalDialog); tests read their page with getContent() and may load it in a browser.
 */
import { badSignature, instrument, type SandboxEnv } from './env';

export class MemoryHtmlOutput {
  private _title = '';
  private _width = 600;
  private _height = 400;
  constructor(
    readonly _env: SandboxEnv,
    private _content: string,
  ) {}
  getContent(): string {
    return this._content;
  }
  setContent(content: string): this {
    if (typeof content !== 'string') badSignature('HtmlOutput.setContent', [content]);
    this._content = content;
    return this;
  }
  append(content: string): this {
    this._content += String(content);
    return this;
  }
  getTitle(): string {
    return this._title;
  }
  setTitle(title: string): this {
    this._title = String(title);
    return this;
  }
  getWidth(): number {
    return this._width;
  }
  setWidth(width: number): this {
    if (typeof width !== 'number') badSignature('HtmlOutput.setWidth', [width]);
    this._width = width;
    return this;
  }
  getHeight(): number {
    return this._height;
  }
  setHeight(height: number): this {
    if (typeof height !== 'number') badSignature('HtmlOutput.setHeight', [height]);
    this._height = height;
    return this;
  }
}

export class MemoryHtmlService {
  constructor(readonly _env: SandboxEnv) {}
  createHtmlOutput(html?: string): MemoryHtmlOutput {
    if (html !== undefined && typeof html !== 'string') {
      badSignature('HtmlService.createHtmlOutput', [html]);
    }
    return new MemoryHtmlOutput(this._env, html ?? '');
  }
}

instrument(MemoryHtmlOutput, 'HtmlOutput', false);
instrument(MemoryHtmlService, 'HtmlService', true);
