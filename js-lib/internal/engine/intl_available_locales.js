// The locales ICU (as Node 26.10 ships it) has data for, which V8 resolves Intl requests
// against: `resolvedOptions().locale` is the longest of these that prefixes the request
// (ECMA-402 LookupMatcher), so `en-MX` shows `en` and `zh-TW` stays `zh-TW`, where ICU4X's data
// locales (zh-Hant) and Boa's lenient supportedLocalesOf would differ. NumberFormat,
// DateTimeFormat, RelativeTimeFormat and DisplayNames share ICU's general list; Collator,
// PluralRules, ListFormat and Segmenter have lists of their own. The lists were read off Node
// 26.10's output (every language, language-region and language-script tag that resolves to
// itself).
'use strict';

const { split: StringSplit, slice: StringSlice, lastIndexOf: StringLastIndexOf,
        indexOf: StringIndexOf, charCodeAt: StringCharCodeAt } = String.prototype;
const { apply: ReflectApply } = Reflect;
const SetCtor = Set;
const { has: SetHas, add: SetAdd, delete: SetDelete } = Set.prototype;

// language subtag subtag ...|language ... (each subtag appended to its language)
const kAvailable =
  "af NA ZA|ak GH|am ET|ar AE BH DJ DZ EG EH ER IL IQ JO KM KW LB LY MA MR OM PS QA SA SD SO " +
  "SS SY TD TN YE 001|as IN|az AZ Latn Latn-AZ Cyrl Cyrl-AZ|ba RU|be BY|bg BG|bm ML|bn BD IN|" +
  "bo CN IN|br FR|bs BA Latn Latn-BA Cyrl Cyrl-BA|ca AD ES FR IT|ce RU|cs CZ|cv RU|cy GB|da " +
  "DK GL|de AT BE CH DE IT LI LU|dz BT|ee GH TG|el CY GR|en AE AG AI AS AT AU BB BE BI BM BS " +
  "BW BZ CA CC CH CK CM CX CY CZ DE DG DK DM EE ER ES FI FJ FK FM FR GB GD GE GG GH GI GM GS " +
  "GU GY HK HU ID IE IL IM IN IO IT JE JM JP KE KI KN KY LC LR LS LT LV MG MH MO MP MS MT MU " +
  "MV MW MY NA NF NG NL NO NR NU NZ PG PH PK PL PN PR PT PW RO RW SB SC SD SE SG SH SI SK SL " +
  "SS SX SZ TC TK TO TT TV TZ UA UG UM US VC VG VI VU WS ZA ZM ZW 001 150|eo 001|es AR BO BR " +
  "BZ CL CO CR CU DO EA EC ES GQ GT HN IC MX NI PA PE PH PR PY SV US UY VE 419|et EE|eu ES|" +
  "fa AF IR|ff BF CM GH GM GN GW LR MR NE NG SL SN Latn Latn-BF Latn-CM Latn-GH Latn-GM " +
  "Latn-GN Latn-GW Latn-LR Latn-MR Latn-NE Latn-NG Latn-SL Latn-SN Adlm Adlm-BF Adlm-CM " +
  "Adlm-GH Adlm-GM Adlm-GN Adlm-GW Adlm-LR Adlm-MR Adlm-NE Adlm-NG Adlm-SL Adlm-SN|fi FI|fo " +
  "DK FO|fr BE BF BI BJ BL CA CD CF CG CH CI CM DJ DZ FR GA GF GN GP GQ HT KM LU MA MC MF MG " +
  "ML MQ MR MU NC NE PF PM RE RW SC SN SY TD TG TN VU WF YT|fy NL|ga GB IE|gd GB|gl ES|gu IN|" +
  "gv IM|ha GH NE NG|he IL|hi IN Latn Latn-IN|hr BA HR|hu HU|hy AM|ia 001|id ID|ie EE|ig NG|" +
  "ii CN|is IS|it CH IT SM VA|ja JP|jv ID|ka GE|ki KE|kk CN KZ Cyrl Cyrl-KZ Arab Arab-CN|kl " +
  "GL|km KH|kn IN|ko CN KP KR|ks IN Arab Arab-IN Deva Deva-IN|ku IQ SY TR Latn Latn-IQ " +
  "Latn-SY Latn-TR|kw GB|ky KG|lb LU|lg UG|ln AO CD CF CG|lo LA|lt LT|lu CD|lv LV|mg MG|mi " +
  "NZ|mk MK|ml IN|mn MN|mr IN|ms BN ID MY SG|mt MT|my MM|nb|nd ZW|ne IN NP|nl AW BE BQ CW NL " +
  "SR SX|nn NO|no NO|oc ES FR|om ET KE|or IN|os GE RU|pa IN PK Arab Arab-PK Guru Guru-IN|pl " +
  "PL|ps AF PK|pt AO BR CH CV GQ GW LU MO MZ PT ST TL|qu BO EC PE|rm CH|rn BI|ro MD RO|ru BY " +
  "KG KZ MD RU UA|rw RW|sa IN|sc IT|sd IN PK Arab Arab-PK Deva Deva-IN|se FI NO SE|sg CF|si " +
  "LK|sk SK|sl SI|sn ZW|so DJ ET KE SO|sq AL MK XK|sr BA ME RS XK Latn Latn-BA Latn-ME " +
  "Latn-RS Latn-XK Cyrl Cyrl-BA Cyrl-ME Cyrl-RS Cyrl-XK|st LS ZA|su ID Latn Latn-ID|sv AX FI " +
  "SE|sw CD KE TZ UG|ta IN LK MY SG|te IN|tg TJ|th TH|ti ER ET|tk TM|tn BW ZA|to TO|tr CY TR|" +
  "tt RU|ug CN|uk UA|ur IN PK|uz AF UZ Latn Latn-UZ Cyrl Cyrl-UZ Arab Arab-AF|vi VN|wo SN|xh " +
  "ZA|yi UA|yo BJ NG|zh CN HK MO MY SG TW Hans Hans-CN Hans-HK Hans-MO Hans-MY Hans-SG Hant " +
  "Hant-HK Hant-MO Hant-MY Hant-TW|zu ZA|agq CM|ars|asa TZ|ast ES|bas CM|bem ZM|bez TZ|bgc " +
  "IN|bho IN|blo BJ|brx IN|bua RU|ccp BD IN|ceb PH|cgg UG|chr US|ckb IQ IR|csw CA|dav KE|dje " +
  "NE|doi IN|dsb DE|dua CM|dyo SN|ebu KE|ewo CM|fil PH|fur IT|gaa GH|gsw CH FR LI|guz KE|haw " +
  "US|hsb DE|jgo CM|jmc TZ|kab DZ|kam KE|kde TZ|kea CV|kgp BR|khq ML|kkj CM|kln KE|kok IN " +
  "Latn Latn-IN Deva Deva-IN|ksb TZ|ksf CM|ksh DE|kxv IN Latn Latn-IN Deva Deva-IN|lij IT|" +
  "lmo IT|lrc IQ IR|luo KE|luy KE|mai IN|mas KE TZ|mer KE|mfe MU|mgh MZ|mni IN Beng Beng-IN|" +
  "mua CM|mzn IR|naq NA|nds DE NL|nmg CM|nnh CM|nqo GN|nso ZA|nus SS|nyn UG|pcm NG|pms IT|" +
  "prg PL|raj IN|rof TZ|rwk TZ|sah RU|saq KE|sat IN Olck Olck-IN|sbp TZ|scn IT|seh MZ|ses ML|" +
  "shi MA Latn Latn-MA Tfng Tfng-MA|shn MM TH|smn FI|syr IQ SY|szl PL|teo KE UG|tok 001|twq " +
  "NE|tyv RU|tzm MA|vai LR Latn Latn-LR Vaii Vaii-LR|vec IT|vmw MZ|vun TZ|wae CH|xnr IN|xog " +
  "UG|yav CM|yrl BR CO VE|yue CN HK MO Hans Hans-CN Hant Hant-CN Hant-HK Hant-MO|zgh MA";

// Collator: its own list.
const kCollator =
  "af|am|ar SA|as|az|be|bg|bn|bo|br|bs Cyrl|ca|cs|cy|da|de AT|dz|ee|el|en US|eo|es|et|fa AF|" +
  "ff Adlm|fi|fo|fr CA|fy|ga|gl|gu|ha|he IL|hi|hr|hu|hy|id ID|ig|is|it|ja|ka|kk Arab|kl|km|" +
  "kn|ko|ku|ky|lb|ln|lo|lt|lv|mk|ml|mn|mr|ms|mt|my|nb NO|ne|nl|nn|no|om|or|pa IN Guru " +
  "Guru-IN|pl|ps|pt|ro|ru|sa|se|si|sk|sl|sq|sr BA ME RS Latn Latn-BA Latn-RS Cyrl Cyrl-BA " +
  "Cyrl-ME Cyrl-RS|st|sv|sw|ta|te|th|tk|tn|to|tr|ug|uk|ur|uz|vi|wo|xh|yi|yo|zh CN HK MO SG " +
  "TW Hans Hans-CN Hans-SG Hant Hant-HK Hant-MO Hant-TW|zu|blo|ceb|chr|dsb|fil|haw|hsb|kok|" +
  "lij|lkt|nso|smn|wae";

// PluralRules: its own list.
const kPluralRules =
  "af|ak|am|an|ar|as|az|be|bg|bm|bn|bo|br|bs|ca|ce|cs|cv|cy|da|de|dv|dz|ee|el|en|eo|es|et|eu|" +
  "fa|ff|fi|fo|fr|fy|ga|gd|gl|gu|gv|ha|he|hi|hr|hu|hy|ia|id|ie|ig|ii|io|is|it|iu|ja|jv|ka|kk|" +
  "kl|km|kn|ko|ks|ku|kw|ky|lb|lg|ln|lo|lt|lv|mg|mk|ml|mn|mr|ms|mt|my|nb|nd|ne|nl|nn|no|nr|ny|" +
  "om|or|os|pa|pl|ps|pt PT|rm|ro|ru|sc|sd|se|sg|si|sk|sl|sn|so|sq|sr|ss|st|su|sv|sw|ta|te|th|" +
  "ti|tk|tn|to|tr|ts|ug|uk|ur|uz|ve|vi|vo|wa|wo|xh|yi|yo|zh|zu|ars|asa|ast|bal|bem|bez|bho|" +
  "blo|brx|ceb|cgg|chr|ckb|csw|doi|dsb|fil|fur|gsw|guw|haw|hnj|hsb|jbo|jgo|jmc|kab|kaj|kcg|" +
  "kde|kea|kkj|kok Latn|ksb|ksh|lag|lij|lkt|lld|mas|mgo|nah|naq|nnh|nqo|nso|nyn|osa|pap|pcm|" +
  "prg|rof|rwk|sah|saq|sat|scn|sdh|seh|ses|sgs|shi|sma|smi|smj|smn|sms|ssy|syr|teo|tig|tpi|" +
  "tzm|vec|vun|wae|xog|yue";

// ListFormat: the general list less these.
const kListFormatLess =
  "bm ML|bo CN IN|ce RU|gv IM|ki KE|kl GL|kw GB|lg UG|ln AO CD CF CG|lu CD|mg MG|nd ZW|oc ES " +
  "FR|om ET KE|rn BI|rw RW|sg CF|sn ZW|st LS ZA|tn BW ZA|agq CM|ars|asa TZ|bas CM|bem ZM|bez " +
  "TZ|bgc IN|bho IN|bua RU|cgg UG|ckb IQ IR|dav KE|dje NE|dua CM|dyo SN|ebu KE|ewo CM|guz KE|" +
  "haw US|jmc TZ|kab DZ|kam KE|kde TZ|khq ML|kkj CM|kln KE|ksb TZ|ksf CM|lij IT|lmo IT|lrc " +
  "IQ IR|luo KE|luy KE|mas KE TZ|mer KE|mfe MU|mgh MZ|mua CM|mzn IR|naq NA|nds DE NL|nmg CM|" +
  "nnh CM|nqo GN|nso ZA|nus SS|nyn UG|pms IT|prg PL|raj IN|rof TZ|rwk TZ|saq KE|sat IN Olck " +
  "Olck-IN|sbp TZ|seh MZ|ses ML|shi MA Latn Latn-MA Tfng Tfng-MA|smn FI|szl PL|teo KE UG|tok " +
  "001|twq NE|tyv RU|tzm MA|vai LR Latn Latn-LR Vaii Vaii-LR|vmw MZ|vun TZ|xog UG|yav CM|zgh " +
  "MA|ff Latn Latn-BF Latn-CM Latn-GH Latn-GM Latn-GN Latn-GW Latn-LR Latn-MR Latn-NE " +
  "Latn-NG Latn-SL Latn-SN";

// Segmenter: the general list and these.
const kSegmenterMore =
  "za CN|lag TZ|lkt US|mgo CM|nb NO SJ";

function addTags(set, packed, add) {
  const groups = ReflectApply(StringSplit, packed, ['|']);
  for (let i = 0; i < groups.length; i++) {
    const parts = ReflectApply(StringSplit, groups[i], [' ']);
    const language = parts[0];
    if (add) ReflectApply(SetAdd, set, [language]);
    else ReflectApply(SetDelete, set, [language]);
    for (let j = 1; j < parts.length; j++) {
      if (add) ReflectApply(SetAdd, set, [`${language}-${parts[j]}`]);
      else ReflectApply(SetDelete, set, [`${language}-${parts[j]}`]);
    }
  }
  return set;
}
// Built on first use, by service ('' for the general list).
const sets = { __proto__: null };
function availableSet(service) {
  let set = sets[service];
  if (set !== undefined) return set;
  if (service === 'Collator') set = addTags(new SetCtor(), kCollator, true);
  else if (service === 'PluralRules') set = addTags(new SetCtor(), kPluralRules, true);
  else {
    set = addTags(new SetCtor(), kAvailable, true);
    if (service === 'ListFormat') addTags(set, kListFormatLess, false);
    else if (service === 'Segmenter') addTags(set, kSegmenterMore, true);
  }
  sets[service] = set;
  return set;
}

// ECMA-402 BestAvailableLocale for a canonical tag: the tag, then shorter prefixes (a
// singleton goes with the subtag after it), until one is available; undefined if none.
function bestAvailableLocale(tag, service) {
  const set = availableSet(service);
  let candidate = tag;
  for (;;) {
    if (ReflectApply(SetHas, set, [candidate])) return candidate;
    let pos = ReflectApply(StringLastIndexOf, candidate, ['-']);
    if (pos < 0) return undefined;
    if (pos >= 2 && ReflectApply(StringCharCodeAt, candidate, [pos - 2]) === 0x2d) pos -= 2;
    candidate = ReflectApply(StringSlice, candidate, [0, pos]);
  }
}

// The first of the canonical requested tags with a prefix available for `service` (an Intl
// constructor's name), as that prefix (no extensions, variants or private use), or undefined.
function lookupLocale(requested, service = '') {
  for (let i = 0; i < requested.length; i++) {
    let tag = requested[i];
    const ext = ReflectApply(StringIndexOf, tag, ['-u-']);
    if (ext >= 0) tag = ReflectApply(StringSlice, tag, [0, ext]);
    const found = bestAvailableLocale(tag, service);
    if (found !== undefined) return found;
  }
  return undefined;
}

module.exports = { lookupLocale };
