import { page } from './page';

/** "Export results…": choose a format; the file is built by the script, downloaded by the browser. */
export function exportDialog(): string {
  return page(
    'Export results',
    `<h1>Export results</h1>
<label>Format <select id="format">
<option value="aga">AGA results file (.txt)</option>
<option value="h9">EGF results table (.h9)</option>
<option value="opengotha">OpenGotha tournament (.xml)</option>
<option value="pairgoth">pairgoth tournament (.tour)</option>
<option value="standings">Standings (CSV)</option>
<option value="rounds">Every round (CSV)</option>
</select></label>
<label id="tempLabel" style="display:none"><input type="checkbox" id="temporary"> Continue with temporary ids (the AGA accepts them; the players need memberships before they are rated)</label>`,
    `<button class="primary" id="export">Build file</button>
<a id="download" class="button" aria-describedby="notes" style="display:none">Download</a>
<button id="close" onclick="google.script.host.close()">Close</button>`,
    `
var needsIds = false;
// A file built for one format is not offered under another; temporary ids are AGA's only.
$('format').onchange = function () {
  $('download').style.display = 'none';
  $('notes').textContent = '';
  show('');
  $('tempLabel').style.display = needsIds && $('format').value === 'aga' ? 'block' : 'none';
};
$('export').onclick = function () {
  $('download').style.display = 'none';
  $('notes').textContent = '';
  call('exportEventFile', { format: $('format').value, temporaryIds: $('temporary').checked }, function (r) {
    if (!r.ok) {
      show(r.message, true);
      if (r.needsIds) { needsIds = true; $('tempLabel').style.display = 'block'; }
      return;
    }
    var link = $('download');
    // A Blob URL, not a data: URL: a large export would pass a browser's limit on URL length.
    if (link.href) URL.revokeObjectURL(link.href);
    link.href = URL.createObjectURL(new Blob([r.text], { type: r.mimeType + ';charset=utf-8' }));
    link.download = r.fileName;
    link.style.display = 'inline';
    show('Ready: ' + r.fileName);
    // The notes first: the link they describe is read out as the focus lands on it.
    $('notes').textContent = r.notes.join('\\n');
    link.focus();
  });
};
`,
  );
}
