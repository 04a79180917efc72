// TextDecoder: labels of the "replacement" encoding are reported as "replacement".
'use strict';
for (const label of ['replacement', 'csiso2022kr', 'hz-gb-2312', 'iso-2022-cn', 'iso-2022-cn-ext',
  'ISO-2022-KR', ' iso-2022-kr ', '\tiso-2022-kr\n', 'iso-2022-krx', 'bogus']) {
  try {
    new TextDecoder(label);
    console.log(JSON.stringify(label), 'accepted');
  } catch (e) {
    console.log(JSON.stringify(label), e.name, e.code, e.message);
  }
}
