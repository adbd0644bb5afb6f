/**
 * The dialogs are small HtmlService pages: the file is read in the browser (FileReader), its
 * text sent to the script with google.script.run, and downloads built in the browser as Blob
 * URLs. Server functions take one object argument (the bundle's entry stubs pass one).
 */

/**
 * The size Apps Script opens each dialog at: tall enough for the fields, a message of a dozen
 * lines (longer ones scroll in their own box) and the buttons, without scrolling the page.
 */
export const DIALOG_WIDTH = 520;
export const DIALOG_HEIGHT = { import: 360, export: 400, lookUp: 360 } as const;

const STYLE = `
body { font: 13px/1.5 Arial, sans-serif; margin: 12px; color: #202124; }
h1 { font-size: 15px; margin: 0 0 8px; }
p.hint { color: #5f6368; margin: 4px 0 10px; }
label { display: block; margin: 8px 0; }
input, select { max-width: 100%; }
button { margin: 10px 8px 0 0; padding: 6px 14px; }
button.primary { background: #1a73e8; color: #fff; border: none; border-radius: 4px; }
button.primary:disabled { background: #8ab4f8; }
a.button { display: inline-block; margin: 10px 8px 0 0; padding: 6px 14px; border-radius: 4px;
  background: #1a73e8; color: #fff; text-decoration: none; font: 13.33px/normal system-ui, Arial, sans-serif; }
#status { margin-top: 12px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 150px; overflow: auto; }
#status.error { color: #c5221f; }
#notes { margin-top: 8px; white-space: pre-wrap; overflow-wrap: anywhere; color: #5f6368; max-height: 140px; overflow: auto; }
`;

/** Browser helpers shared by every dialog: status line, server calls, reading a chosen file. */
const SCRIPT = `
function $(id) { return document.getElementById(id); }
// A refusal or error goes to the alert region, read out at once; progress and success to the
// polite one. Only one of the two holds text, so the status box shows just the latest answer.
function show(text, error) {
  $('said').textContent = error ? '' : text;
  $('alert').textContent = error ? text : '';
  $('status').className = error ? 'error' : '';
}
// While a call runs (and while its file is read) no control can start another one.
var working = false, focusBefore = null;
function busy() {
  if (!working) focusBefore = document.activeElement;
  working = true;
  var cs = document.querySelectorAll('button, input, select');
  for (var i = 0; i < cs.length; i++) cs[i].disabled = true;
}
// The controls come back, then the answer is shown. A disabled control lost the focus: it
// goes back where it was, or to the main button if the answer hid that control.
function usable(el) {
  return !!el && el !== document.body && el.offsetParent !== null && !el.disabled;
}
function finish(answer) {
  working = false;
  var cs = document.querySelectorAll('button, input, select');
  for (var i = 0; i < cs.length; i++) cs[i].disabled = false;
  answer();
  // The browser may not have moved the focus off a control hidden just now: checked here.
  if (usable(document.activeElement)) return;
  var back = usable(focusBefore) ? focusBefore : document.querySelector('button.primary');
  if (back) back.focus();
}
// A long call (a large event) says so, lest the TD close the dialog and lose the answer.
var SLOW_MS = 10000;
function call(name, arg, done) {
  busy(); show('Working…');
  var slow = setTimeout(function () {
    show('Still working. A large event can take a minute or more: keep this dialog open, and the answer will show here.');
  }, SLOW_MS);
  google.script.run
    .withSuccessHandler(function (r) {
      clearTimeout(slow);
      finish(function () {
        // Apps Script hands the page null when an answer could not be passed on.
        if (!r) { show('No answer came back from the spreadsheet. Look at the sheet, then close this dialog and try again from the menu.', true); return; }
        done(r);
      });
    })
    .withFailureHandler(function (e) {
      clearTimeout(slow);
      finish(function () {
        show('Something unexpected went wrong, so this step did not finish. Look at the sheet, then try again.\\n' +
          '(The spreadsheet said: ' + ((e && e.message) || String(e)) + ')', true);
      });
    })[name](arg);
}
function readChosenFile(input, maxBytes, done) {
  var file = input.files && input.files[0];
  if (!file) { show('Choose a file first.', true); return; }
  if (file.size > maxBytes) {
    show('The file ' + file.name + ' is ' + (file.size / 1048576).toFixed(1) + ' MB; files over ' +
      (maxBytes / 1048576) + ' MB are refused. Check that the right file was chosen.', true);
    return;
  }
  // The bytes go to the script as base64: it finds the file's encoding (UTF-8 or not).
  var reader = new FileReader();
  busy(); show('Working…');
  reader.onload = function () {
    var url = String(reader.result);
    done(file.name, url.slice(url.indexOf(',') + 1));
  };
  reader.onerror = function () { finish(function () { show('The file could not be read: ' + reader.error, true); }); };
  reader.readAsDataURL(file);
}
// Keyboard: Enter runs the main button (from a list, a tick box or a chosen file), Escape is Close.
document.addEventListener('keydown', function (e) {
  if (working) return;
  var t = e.target;
  if (e.key === 'Escape') { e.preventDefault(); $('close').click(); return; }
  if (e.key !== 'Enter' || t.tagName === 'BUTTON' || t.tagName === 'A') return;
  if (t.type === 'file' && !(t.files && t.files.length)) return;
  var main = document.querySelector('button.primary');
  if (main && !main.disabled) { e.preventDefault(); main.click(); }
});
`;

/**
 * A dialog: its fields, then the answer (status and notes, each scrolling in its own box), then
 * its buttons, so a long question or refusal is read before the buttons that answer it and the
 * buttons stay in view.
 */
export function page(title: string, fields: string, buttons: string, script: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><base target="_top"><meta charset="utf-8"><title>${title}</title>
<style>${STYLE}</style></head>
<body>
${fields}
<div id="status"><div id="said" role="status"></div><div id="alert" role="alert"></div></div>
<div id="notes"></div>
<div class="buttons">
${buttons}
</div>
<script>${SCRIPT}
${script}
var first = document.querySelector('input, select');
if (first) first.focus();
</script>
</body></html>`;
}
