/**
 * Country names as they are typed in Players › Country, by two-letter code (countries.ts): the
 * English short name of every ISO 3166-1 country with its common other forms, and the own-language
 * names of the countries with most go and chess players. One country a line: the code, then its
 * names separated by semicolons. England, Scotland, Wales and Northern Ireland are GB (which the EGF
 * files write UK, countries.ts); "Korea" is South Korea, as a go club means it; "Congo" and "Virgin Islands" name
 * two countries each and are left out (countries.ts TWO_COUNTRIES). Kosovo, with no ISO code, is
 * XK, the code the EGF, FIDE and pairgoth use.
 */
export const COUNTRY_NAMES = `
AD Andorra
AE United Arab Emirates;Emirates
AF Afghanistan;افغانستان
AG Antigua and Barbuda;Antigua
AI Anguilla
AL Albania;Shqipëria;Shqipëri
AM Armenia;Հայաստան;Hayastan
AO Angola
AQ Antarctica
AR Argentina
AS American Samoa
AT Austria;Österreich
AU Australia
AW Aruba
AX Åland Islands;Åland
AZ Azerbaijan;Azərbaycan;Azerbaycan
BA Bosnia and Herzegovina;Bosnia;Bosnia-Herzegovina;Bosna i Hercegovina
BB Barbados
BD Bangladesh;বাংলাদেশ
BE Belgium;Belgique;België;Belgien
BF Burkina Faso
BG Bulgaria;България
BH Bahrain
BI Burundi
BJ Benin;Bénin
BL Saint Barthélemy
BM Bermuda
BN Brunei;Brunei Darussalam
BO Bolivia;Plurinational State of Bolivia
BQ Bonaire, Sint Eustatius and Saba;Caribbean Netherlands;Bonaire
BR Brazil;Brasil
BS Bahamas
BT Bhutan
BV Bouvet Island
BW Botswana
BY Belarus;Беларусь
BZ Belize
CA Canada
CC Cocos (Keeling) Islands;Cocos Islands
CD Democratic Republic of the Congo;DR Congo;Congo-Kinshasa;Congo (Kinshasa);Congo, Democratic Republic of the
CF Central African Republic
CG Republic of the Congo;Congo-Brazzaville;Congo (Brazzaville);Congo Republic
CH Switzerland;Schweiz;Suisse;Svizzera;Svizra
CI Côte d'Ivoire;Ivory Coast
CK Cook Islands
CL Chile
CM Cameroon;Cameroun
CN China;People's Republic of China;PRC;中国;中國;中华人民共和国;中華人民共和國;Zhongguo;중국
CO Colombia
CR Costa Rica
CU Cuba
CV Cabo Verde;Cape Verde
CW Curaçao
CX Christmas Island
CY Cyprus;Κύπρος;Kıbrıs;Kibris
CZ Czechia;Czech Republic;Česko;Česká republika;Czech
DE Germany;Deutschland
DJ Djibouti
DK Denmark;Danmark
DM Dominica
DO Dominican Republic;República Dominicana
DZ Algeria;Algérie;الجزائر
EC Ecuador
EE Estonia;Eesti
EG Egypt;مصر
EH Western Sahara
ER Eritrea
ES Spain;España
ET Ethiopia
FI Finland;Suomi
FJ Fiji
FK Falkland Islands;Falklands;Falkland Islands (Malvinas)
FM Micronesia;Federated States of Micronesia
FO Faroe Islands;Faroes;Føroyar;Foroyar
FR France
GA Gabon
GB United Kingdom;UK;Great Britain;Britain;England;Scotland;Wales;Northern Ireland;United Kingdom of Great Britain and Northern Ireland
GD Grenada
GE Georgia;საქართველო;Sakartvelo
GF French Guiana;Guyane
GG Guernsey
GH Ghana
GI Gibraltar
GL Greenland;Kalaallit Nunaat;Grønland
GM Gambia
GN Guinea;Guinée
GP Guadeloupe
GQ Equatorial Guinea
GR Greece;Ελλάδα;Ελλάς;Ellada;Hellas
GS South Georgia and the South Sandwich Islands
GT Guatemala
GU Guam
GW Guinea-Bissau
GY Guyana
HK Hong Kong;香港;Hong Kong, China;Hong Kong SAR;홍콩
HM Heard Island and McDonald Islands
HN Honduras
HR Croatia;Hrvatska
HT Haiti;Haïti
HU Hungary;Magyarország
ID Indonesia
IE Ireland;Éire;Republic of Ireland
IL Israel;ישראל
IM Isle of Man
IN India;भारत;Bharat
IO British Indian Ocean Territory
IQ Iraq;العراق
IR Iran;ایران;Islamic Republic of Iran
IS Iceland;Ísland
IT Italy;Italia
JE Jersey
JM Jamaica
JO Jordan
JP Japan;日本;にほん;にっぽん;Nippon;Nihon;일본
KE Kenya
KG Kyrgyzstan;Кыргызстан
KH Cambodia
KI Kiribati
KM Comoros
KN Saint Kitts and Nevis
KP North Korea;DPRK;Democratic People's Republic of Korea;Korea DPR;조선;북한;朝鲜;朝鮮;北朝鮮
KR South Korea;Korea;Republic of Korea;Korea, Republic of;대한민국;한국;韓国;韓國;韩国;南韓
KW Kuwait
KY Cayman Islands
KZ Kazakhstan;Қазақстан;Казахстан
LA Laos;Lao People's Democratic Republic;Lao PDR
LB Lebanon
LC Saint Lucia
LI Liechtenstein
LK Sri Lanka
LR Liberia
LS Lesotho
LT Lithuania;Lietuva
LU Luxembourg;Luxemburg;Lëtzebuerg
LV Latvia;Latvija
LY Libya
MA Morocco;Maroc;المغرب
MC Monaco
MD Moldova;Republic of Moldova
ME Montenegro;Crna Gora;Црна Гора
MF Saint Martin
MG Madagascar
MH Marshall Islands
MK North Macedonia;Macedonia;Северна Македонија;Македонија
ML Mali
MM Myanmar;Burma
MN Mongolia;Монгол;Монгол Улс
MO Macao;Macau;澳門;澳门
MP Northern Mariana Islands
MQ Martinique
MR Mauritania
MS Montserrat
MT Malta
MU Mauritius
MV Maldives
MW Malawi
MX Mexico;México
MY Malaysia
MZ Mozambique
NA Namibia
NC New Caledonia
NE Niger
NF Norfolk Island
NG Nigeria
NI Nicaragua
NL Netherlands;Nederland;Holland;Kingdom of the Netherlands
NO Norway;Norge;Noreg
NP Nepal
NR Nauru
NU Niue
NZ New Zealand;Aotearoa
OM Oman
PA Panama;Panamá
PE Peru;Perú
PF French Polynesia
PG Papua New Guinea
PH Philippines;Pilipinas
PK Pakistan
PL Poland;Polska
PM Saint Pierre and Miquelon
PN Pitcairn;Pitcairn Islands
PR Puerto Rico
PS Palestine;State of Palestine
PT Portugal
PW Palau
PY Paraguay
QA Qatar
RE Réunion
RO Romania;România
RS Serbia;Srbija;Србија
RU Russia;Russian Federation;Россия;Rossiya
RW Rwanda
SA Saudi Arabia
SB Solomon Islands
SC Seychelles
SD Sudan
SE Sweden;Sverige
SG Singapore;新加坡
SH Saint Helena;Saint Helena, Ascension and Tristan da Cunha
SI Slovenia;Slovenija
SJ Svalbard and Jan Mayen
SK Slovakia;Slovensko
SL Sierra Leone
SM San Marino
SN Senegal;Sénégal
SO Somalia
SR Suriname
SS South Sudan
ST São Tomé and Príncipe
SV El Salvador
SX Sint Maarten
SY Syria;Syrian Arab Republic
SZ Eswatini;Swaziland
TC Turks and Caicos Islands
TD Chad
TF French Southern Territories
TG Togo
TH Thailand;ประเทศไทย;ไทย
TJ Tajikistan
TK Tokelau
TL Timor-Leste;East Timor
TM Turkmenistan
TN Tunisia
TO Tonga
TR Türkiye;Turkey
TT Trinidad and Tobago
TV Tuvalu
TW Taiwan;Chinese Taipei;Republic of China;台湾;臺灣;台灣;中華台北;中华台北;中華民國;대만
TZ Tanzania
UA Ukraine;Україна;Ukraina
UG Uganda
UM United States Minor Outlying Islands
US United States;United States of America;America;美国;美國;アメリカ;미국
UY Uruguay
UZ Uzbekistan;Oʻzbekiston;O'zbekiston
VA Vatican City;Vatican;Holy See
VC Saint Vincent and the Grenadines
VE Venezuela
VG British Virgin Islands;Virgin Islands (British)
VI US Virgin Islands;United States Virgin Islands;Virgin Islands (U.S.)
VN Vietnam;Viet Nam;Việt Nam
VU Vanuatu
WF Wallis and Futuna
WS Samoa
XK Kosovo;Kosova;Kosovë;Косово
YE Yemen
YT Mayotte
ZA South Africa
ZM Zambia
ZW Zimbabwe
`;
