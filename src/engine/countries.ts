import { nameKey, withoutAccents } from './names';
import { COUNTRY_NAMES } from './countryNames';

/**
 * A Players Country cell as a two-letter code: the event files need one (formats.md §3 .h9
 * country, §4 OpenGotha `country`), and Avoid same country compares by it. The cell may hold
 * two letters, a three-letter code or a country's name.
 */

/** ISO 3166-1 alpha-3 then alpha-2, five letters an entry. */
const ISO =
  'ANDAD AREAE AFGAF ATGAG AIAAI ALBAL ARMAM AGOAO ATAAQ ARGAR ASMAS AUTAT AUSAU ABWAW ' +
  'ALAAX AZEAZ BIHBA BRBBB BGDBD BELBE BFABF BGRBG BHRBH BDIBI BENBJ BLMBL BMUBM BRNBN ' +
  'BOLBO BESBQ BRABR BHSBS BTNBT BVTBV BWABW BLRBY BLZBZ CANCA CCKCC CODCD CAFCF COGCG ' +
  'CHECH CIVCI COKCK CHLCL CMRCM CHNCN COLCO CRICR CUBCU CPVCV CUWCW CXRCX CYPCY CZECZ ' +
  'DEUDE DJIDJ DNKDK DMADM DOMDO DZADZ ECUEC ESTEE EGYEG ESHEH ERIER ESPES ETHET FINFI ' +
  'FJIFJ FLKFK FSMFM FROFO FRAFR GABGA GBRGB GRDGD GEOGE GUFGF GGYGG GHAGH GIBGI GRLGL ' +
  'GMBGM GINGN GLPGP GNQGQ GRCGR SGSGS GTMGT GUMGU GNBGW GUYGY HKGHK HMDHM HNDHN HRVHR ' +
  'HTIHT HUNHU IDNID IRLIE ISRIL IMNIM INDIN IOTIO IRQIQ IRNIR ISLIS ITAIT JEYJE JAMJM ' +
  'JORJO JPNJP KENKE KGZKG KHMKH KIRKI COMKM KNAKN PRKKP KORKR KWTKW CYMKY KAZKZ LAOLA ' +
  'LBNLB LCALC LIELI LKALK LBRLR LSOLS LTULT LUXLU LVALV LBYLY MARMA MCOMC MDAMD MNEME ' +
  'MAFMF MDGMG MHLMH MKDMK MLIML MMRMM MNGMN MACMO MNPMP MTQMQ MRTMR MSRMS MLTMT MUSMU ' +
  'MDVMV MWIMW MEXMX MYSMY MOZMZ NAMNA NCLNC NERNE NFKNF NGANG NICNI NLDNL NORNO NPLNP ' +
  'NRUNR NIUNU NZLNZ OMNOM PANPA PERPE PYFPF PNGPG PHLPH PAKPK POLPL SPMPM PCNPN PRIPR ' +
  'PSEPS PRTPT PLWPW PRYPY QATQA REURE ROURO SRBRS RUSRU RWARW SAUSA SLBSB SYCSC SDNSD ' +
  'SWESE SGPSG SHNSH SVNSI SJMSJ SVKSK SLESL SMRSM SENSN SOMSO SURSR SSDSS STPST SLVSV ' +
  'SXMSX SYRSY SWZSZ TCATC TCDTD ATFTF TGOTG THATH TJKTJ TKLTK TLSTL TKMTM TUNTN TONTO ' +
  'TURTR TTOTT TUVTV TWNTW TZATZ UKRUA UGAUG UMIUM USAUS URYUY UZBUZ VATVA VCTVC VENVE ' +
  'VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE MYTYT ZAFZA ZMBZM ZWEZW' +
  // Kosovo: no ISO code; the user-assigned XK (XKX) the EGF, FIDE and pairgoth use.
  ' XKXXK';

/**
 * FIDE / IOC codes chess and go clubs use where they differ from ISO (GER, NED, SUI…); FIDE's
 * England, Scotland and Wales are the United Kingdom, GB.
 */
const FIDE =
  'GERDE NEDNL SUICH DENDK PORPT GREGR BULBG CROHR SLOSI LATLV RSAZA INAID MASMY PHIPH ' +
  'VIEVN TPETW IRIIR UAEAE KSASA CHICL URUUY PARPY MGLMN SINSG ENGGB SCOGB WLSGB KOSXK';

const TWO_LETTERS = new Map<string, string>(
  `${ISO} ${FIDE}`
    .split(' ')
    .filter(Boolean)
    .map((e) => [e.slice(0, 3), e.slice(3)]),
);

/**
 * A country's name as compared: as names are (nameKey), and without accents, full stops,
 * apostrophes or a leading "the"; "&" is "and", "St" is "Saint", hyphens and commas are spaces.
 */
function countryKey(text: string): string {
  return withoutAccents(nameKey(text))
    .replace(/[.'\u02bb]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[-,()/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/\bst\b/g, 'saint');
}

const BY_NAME = new Map<string, string>(
  COUNTRY_NAMES.trim()
    .split('\n')
    .flatMap((line) => {
      const code = line.slice(0, 2);
      return line
        .slice(3)
        .split(';')
        .map((name): [string, string] => [countryKey(name), code]);
    }),
);

/**
 * The two-letter code of a Country cell: a known name ("Netherlands", "日本", "UK") mapped,
 * two letters as they are, a known three-letter code mapped (GBR, GER → GB, DE); '' when
 * blank; null for anything else ("Congo", "XYZ").
 */
export function countryCode(text: string): string | null {
  const named = BY_NAME.get(countryKey(text));
  if (named) return named;
  const code = nameKey(text).replace(/\./g, '').toUpperCase();
  if (code === '') return '';
  if (/^[A-Z]{2}$/.test(code)) return code;
  return TWO_LETTERS.get(code) ?? null;
}

/** A name that fits two countries, with the code and name of each, for the TD to pick one. */
export interface CountryChoice {
  code: string;
  name: string;
}

const TWO_COUNTRIES = new Map<string, CountryChoice[]>([
  [
    'congo',
    [
      { code: 'CG', name: 'Congo-Brazzaville' },
      { code: 'CD', name: 'DR Congo' },
    ],
  ],
  [
    'virgin islands',
    [
      { code: 'VG', name: 'British Virgin Islands' },
      { code: 'VI', name: 'US Virgin Islands' },
    ],
  ],
]);

/** The countries a Country cell could mean when its name fits two ("Congo"); null otherwise. */
export function countryChoices(text: string): CountryChoice[] | null {
  return TWO_COUNTRIES.get(countryKey(text)) ?? null;
}
