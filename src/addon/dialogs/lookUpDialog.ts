import { page } from './page';

/** "Look up ratings…": upload a TDList or EGD list; review the changes, then apply them. */
export function lookUpDialog(maxBytes: number): string {
  return page(
    'Look up ratings',
    `<h1>Look up ratings</h1>
<p class="hint" id="hint">AGA TDList (tdlista.txt) or an EGD list extract. Players are matched by AGA ID / EGF PIN, else by name, accents aside (words in the other order: marked No, to confirm). Every change is listed on a "Rating review" tab first.</p>
<label>Rating list <input type="file" id="file" aria-describedby="hint" accept=".txt,.tsv,.csv,.html"></label>`,
    `<button class="primary" id="look">Look up</button>
<button id="apply" style="display:none">Apply the changes marked Yes</button>
<button id="close" onclick="google.script.host.close()">Close</button>`,
    `
$('look').onclick = function () {
  readChosenFile($('file'), ${maxBytes}, function (name, base64) {
    call('lookUpRatingsFile', { fileName: name, base64: base64 }, function (r) {
      show(r.message, !r.ok);
      $('apply').style.display = r.ok && r.changes > 0 ? 'inline-block' : 'none';
    });
  });
};
$('apply').onclick = function () {
  call('applyRatingReview', {}, function (r) {
    show(r.message, !r.ok);
    if (r.ok) $('apply').style.display = 'none';
  });
};
`,
  );
}
