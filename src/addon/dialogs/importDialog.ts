import { page } from './page';

/** "Import event…": pick an OpenGotha, pairgoth or CSV file; confirm before replacing rounds. */
export function importDialog(maxBytes: number): string {
  return page(
    'Import event',
    `<h1>Import an event</h1>
<p class="hint" id="hint">OpenGotha tournament (.xml), pairgoth tournament (.tour) or a CSV roster (Name, Rank, Rating, Club… by header). At most ${maxBytes / 1048576} MB.</p>
<label>File <input type="file" id="file" aria-describedby="hint" accept=".xml,.tour,.json,.csv,.txt"></label>`,
    `<button class="primary" id="import">Import</button>
<button id="replace" style="display:none">Replace everything</button>
<button id="close" onclick="google.script.host.close()">Close</button>`,
    `
var pending = null;
function send(replace) {
  call('importEventFile', { fileName: pending.name, base64: pending.base64, replace: replace }, function (r) {
    if (r.ok) { show(r.message); $('replace').style.display = 'none'; return; }
    show(r.message, !r.confirm);
    $('replace').style.display = r.confirm ? 'inline-block' : 'none';
  });
}
$('import').onclick = function () {
  readChosenFile($('file'), ${maxBytes}, function (name, base64) { pending = { name: name, base64: base64 }; send(false); });
};
$('replace').onclick = function () { if (pending) send(true); };
// The question was about the file read then: another file must be imported (and asked) anew.
$('file').onchange = function () { pending = null; $('replace').style.display = 'none'; show(''); };
`,
  );
}
