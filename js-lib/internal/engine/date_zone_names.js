// The zone names of Date.prototype.toString (`GMT+0100 (Central European Standard Time)`), as
// V8 takes them from ICU: one long English name for standard time and one for daylight time
// per zone, whatever the instant (the zone's present metazone), so `Europe/London` in 1970,
// on all-year +1 standard time, is `Greenwich Mean Time`. Zones without a metazone are named
// by ICU's GMT form of their present offset (`Asia/Amman` is `GMT+03:00` for any instant);
// the daylight name is empty where the zone has had no daylight time since 1970. Used by
// internal/engine/date_to_string.js.
'use strict';

const { indexOf: StringIndexOf, slice: StringSlice, split: StringSplit } = String.prototype;
const { apply: ReflectApply } = Reflect;

// 'standard|daylight', indexed by kZones.
const kNames = [
  'Greenwich Mean Time|',
  'East Africa Time|',
  'Central European Standard Time|Central European Summer Time',
  'West Africa Time|',
  'Central Africa Time|',
  'Eastern European Standard Time|Eastern European Summer Time',
  'Western European Standard Time|Western European Summer Time',
  'South Africa Standard Time|',
  'Central Africa Time|Central Africa Time',
  'West Africa Time|GMT+01:00',
  'Central Africa Time|GMT+02:00',
  'Hawaii-Aleutian Standard Time|Hawaii-Aleutian Daylight Time',
  'Alaska Standard Time|Alaska Daylight Time',
  'Atlantic Standard Time|',
  'Brasilia Standard Time|Brasilia Summer Time',
  'Argentina Standard Time|Argentina Summer Time',
  'Argentina Standard Time|Argentina Standard Time',
  'Paraguay Standard Time|Paraguay Summer Time',
  'Eastern Standard Time|',
  'Central Standard Time|Central Daylight Time',
  'Atlantic Standard Time|Atlantic Daylight Time',
  'Amazon Standard Time|Amazon Summer Time',
  'Colombia Standard Time|Colombia Summer Time',
  'Mountain Standard Time|Mountain Daylight Time',
  'Eastern Standard Time|Eastern Daylight Time',
  'Venezuela Time|Venezuela Time',
  'French Guiana Time|',
  'GMT-03:00|GMT-03:00',
  'Mountain Standard Time|',
  'Greenwich Mean Time|GMT+00:00',
  'Yukon Time|GMT-07:00',
  'Acre Standard Time|Acre Standard Time',
  'Pacific Standard Time|Pacific Daylight Time',
  'Greenland Standard Time|Greenland Summer Time',
  'Ecuador Time|GMT-05:00',
  'Guyana Time|Guyana Time',
  'Cuba Standard Time|Cuba Daylight Time',
  'Mexican Pacific Standard Time|Mexican Pacific Daylight Time',
  'Bolivia Time|',
  'Peru Standard Time|Peru Summer Time',
  'St. Pierre & Miquelon Standard Time|St. Pierre & Miquelon Daylight Time',
  'Uruguay Standard Time|Uruguay Summer Time',
  'Fernando de Noronha Standard Time|Fernando de Noronha Summer Time',
  'Suriname Time|Suriname Time',
  'Central Standard Time|',
  'Brasilia Standard Time|Brasilia Standard Time',
  'Chile Standard Time|Chile Summer Time',
  'Newfoundland Standard Time|Newfoundland Daylight Time',
  'Central Standard Time|Central Standard Time',
  'Australian Western Standard Time|Australian Western Standard Time',
  'Davis Time|Davis Time',
  'Dumont d’Urville Time|',
  'Australian Eastern Standard Time|Australian Eastern Daylight Time',
  'Mawson Time|',
  'New Zealand Standard Time|New Zealand Daylight Time',
  'Rothera Time|',
  'Syowa Time|',
  'Greenwich Mean Time|GMT+02:00',
  'Vostok Time|Vostok Time',
  'Arabian Standard Time|',
  'Kazakhstan Time|GMT+05:00',
  'GMT+03:00|GMT+03:00',
  'Kamchatka Standard Time|Kamchatka Summer Time',
  'Turkmenistan Standard Time|Turkmenistan Summer Time',
  'Arabian Standard Time|Arabian Daylight Time',
  'Arabian Standard Time|Arabian Standard Time',
  'Azerbaijan Standard Time|Azerbaijan Summer Time',
  'Indochina Time|',
  'Krasnoyarsk Standard Time|Krasnoyarsk Summer Time',
  'Kyrgyzstan Time|GMT+06:00',
  'Brunei Time|',
  'India Standard Time|',
  'Yakutsk Standard Time|Yakutsk Summer Time',
  'Ulaanbaatar Standard Time|Ulaanbaatar Summer Time',
  'China Standard Time|China Daylight Time',
  'India Standard Time|India Standard Time',
  'Bangladesh Standard Time|Bangladesh Summer Time',
  'Timor-Leste Time|Timor-Leste Time',
  'Gulf Standard Time|',
  'Tajikistan Time|GMT+05:00',
  'Indochina Time|Indochina Time',
  'Hong Kong Standard Time|Hong Kong Summer Time',
  'Khovd Standard Time|Khovd Summer Time',
  'Irkutsk Standard Time|Irkutsk Summer Time',
  'Türkiye Standard Time|Türkiye Summer Time',
  'Western Indonesia Time|',
  'Eastern Indonesia Time|',
  'Israel Standard Time|Israel Daylight Time',
  'Afghanistan Time|',
  'Pakistan Standard Time|Pakistan Summer Time',
  'GMT+06:00|',
  'Nepal Time|',
  'Malaysia Time|',
  'Magadan Standard Time|Magadan Summer Time',
  'Central Indonesia Time|',
  'Philippine Standard Time|Philippine Summer Time',
  'Omsk Standard Time|Omsk Summer Time',
  'Korean Standard Time|Korean Standard Time',
  'Myanmar Time|',
  'Uzbekistan Standard Time|Uzbekistan Summer Time',
  'Korean Standard Time|Korean Daylight Time',
  'Singapore Standard Time|',
  'Taiwan Standard Time|Taiwan Daylight Time',
  'Georgia Standard Time|Georgia Summer Time',
  'Iran Standard Time|Iran Daylight Time',
  'Bhutan Time|Bhutan Time',
  'Japan Standard Time|',
  'Vladivostok Standard Time|Vladivostok Summer Time',
  'Yekaterinburg Standard Time|Yekaterinburg Summer Time',
  'Armenia Standard Time|Armenia Summer Time',
  'Azores Standard Time|Azores Summer Time',
  'Cape Verde Standard Time|Cape Verde Standard Time',
  'South Georgia Time|',
  'Falkland Islands Standard Time|Falkland Islands Summer Time',
  'Australian Central Standard Time|Australian Central Daylight Time',
  'Australian Central Standard Time|',
  'Australian Central Western Standard Time|Australian Central Western Daylight Time',
  'Lord Howe Standard Time|Lord Howe Daylight Time',
  'Australian Western Standard Time|Australian Western Daylight Time',
  'Easter Island Standard Time|Easter Island Summer Time',
  'GMT-01:00|',
  'GMT-10:00|',
  'GMT-11:00|',
  'GMT-12:00|',
  'GMT-02:00|',
  'GMT-03:00|',
  'GMT-04:00|',
  'GMT-05:00|',
  'GMT-06:00|',
  'GMT-07:00|',
  'GMT-08:00|',
  'GMT-09:00|',
  'GMT+01:00|',
  'GMT+10:00|',
  'GMT+11:00|',
  'GMT+12:00|',
  'GMT+13:00|',
  'GMT+14:00|',
  'GMT+02:00|',
  'GMT+03:00|',
  'GMT+04:00|',
  'GMT+05:00|',
  'GMT+07:00|',
  'GMT+08:00|',
  'GMT+09:00|',
  'Coordinated Universal Time|',
  'Samara Standard Time|Samara Summer Time',
  'Greenwich Mean Time|British Summer Time',
  'Greenwich Mean Time|Irish Standard Time',
  'Greenwich Mean Time|GMT+01:00',
  'Moscow Standard Time|Moscow Summer Time',
  'Hawaii-Aleutian Standard Time|',
  'Indian Ocean Time|',
  'Christmas Island Time|',
  'Cocos Islands Time|',
  'French Southern & Antarctic Time|',
  'Seychelles Time|',
  'Maldives Time|',
  'Mauritius Standard Time|Mauritius Summer Time',
  'Réunion Time|',
  'Marshall Islands Time|Marshall Islands Time',
  'Chatham Standard Time|Chatham Daylight Time',
  'Samoa Standard Time|Samoa Daylight Time',
  'Chuuk Time|',
  'Vanuatu Standard Time|Vanuatu Summer Time',
  'Phoenix Islands Time|Phoenix Islands Time',
  'Tokelau Time|',
  'Fiji Standard Time|Fiji Summer Time',
  'Tuvalu Time|',
  'Galapagos Time|GMT-06:00',
  'Gambier Time|',
  'Solomon Islands Time|',
  'Chamorro Standard Time|GMT+10:00',
  'Line Islands Time|Line Islands Time',
  'Kosrae Time|',
  'Marshall Islands Time|',
  'Marquesas Time|',
  'American Samoa Standard Time|',
  'Nauru Time|Nauru Time',
  'Niue Time|',
  'Norfolk Island Standard Time|Norfolk Island Daylight Time',
  'New Caledonia Standard Time|New Caledonia Summer Time',
  'Palau Time|',
  'Pitcairn Time|Pitcairn Time',
  'Pohnpei Time|',
  'Papua New Guinea Time|',
  'Cook Islands Standard Time|Cook Islands Summer Time',
  'Tahiti Time|',
  'Gilbert Islands Time|',
  'Tonga Standard Time|Tonga Summer Time',
  'Wake Island Time|',
  'Wallis & Futuna Time|',
];
const kZones = ';' +
  'Africa/Abidjan=0;Africa/Accra=0;Africa/Addis_Ababa=1;Africa/Algiers=2;Africa/Asmara=1;' +
  'Africa/Asmera=1;Africa/Bamako=0;Africa/Bangui=3;Africa/Banjul=0;Africa/Bissau=0;' +
  'Africa/Blantyre=4;Africa/Brazzaville=3;Africa/Bujumbura=4;Africa/Cairo=5;' +
  'Africa/Casablanca=6;Africa/Ceuta=2;Africa/Conakry=0;Africa/Dakar=0;Africa/Dar_es_Salaam=1;' +
  'Africa/Djibouti=1;Africa/Douala=3;Africa/El_Aaiun=6;Africa/Freetown=0;Africa/Gaborone=4;' +
  'Africa/Harare=4;Africa/Johannesburg=7;Africa/Juba=8;Africa/Kampala=1;Africa/Khartoum=8;' +
  'Africa/Kigali=4;Africa/Kinshasa=3;Africa/Lagos=3;Africa/Libreville=3;Africa/Lome=0;' +
  'Africa/Luanda=3;Africa/Lubumbashi=4;Africa/Lusaka=4;Africa/Malabo=3;Africa/Maputo=4;' +
  'Africa/Maseru=7;Africa/Mbabane=7;Africa/Mogadishu=1;Africa/Monrovia=0;Africa/Nairobi=1;' +
  'Africa/Ndjamena=9;Africa/Niamey=3;Africa/Nouakchott=0;Africa/Ouagadougou=0;' +
  'Africa/Porto-Novo=3;Africa/Sao_Tome=0;Africa/Timbuktu=0;Africa/Tripoli=5;Africa/Tunis=2;' +
  'Africa/Windhoek=10;America/Adak=11;America/Anchorage=12;America/Anguilla=13;' +
  'America/Antigua=13;America/Araguaina=14;America/Argentina/Buenos_Aires=15;' +
  'America/Argentina/Catamarca=15;America/Argentina/ComodRivadavia=15;' +
  'America/Argentina/Cordoba=15;America/Argentina/Jujuy=15;America/Argentina/La_Rioja=15;' +
  'America/Argentina/Mendoza=16;America/Argentina/Rio_Gallegos=15;America/Argentina/Salta=15;' +
  'America/Argentina/San_Juan=16;America/Argentina/San_Luis=16;America/Argentina/Tucuman=15;' +
  'America/Argentina/Ushuaia=15;America/Aruba=13;America/Asuncion=17;America/Atikokan=18;' +
  'America/Atka=11;America/Bahia=14;America/Bahia_Banderas=19;America/Barbados=20;' +
  'America/Belem=14;America/Belize=19;America/Blanc-Sablon=13;America/Boa_Vista=21;' +
  'America/Bogota=22;America/Boise=23;America/Buenos_Aires=15;America/Cambridge_Bay=23;' +
  'America/Campo_Grande=21;America/Cancun=24;America/Caracas=25;America/Catamarca=15;' +
  'America/Cayenne=26;America/Cayman=18;America/Chicago=19;America/Chihuahua=19;' +
  'America/Ciudad_Juarez=23;America/Coral_Harbour=18;America/Cordoba=15;America/Costa_Rica=19;' +
  'America/Coyhaique=27;America/Creston=28;America/Cuiaba=21;America/Curacao=13;' +
  'America/Danmarkshavn=29;America/Dawson=30;America/Dawson_Creek=23;America/Denver=23;' +
  'America/Detroit=24;America/Dominica=13;America/Edmonton=23;America/Eirunepe=31;' +
  'America/El_Salvador=19;America/Ensenada=32;America/Fort_Nelson=23;America/Fort_Wayne=24;' +
  'America/Fortaleza=14;America/Glace_Bay=20;America/Godthab=33;America/Goose_Bay=20;' +
  'America/Grand_Turk=24;America/Grenada=13;America/Guadeloupe=13;America/Guatemala=19;' +
  'America/Guayaquil=34;America/Guyana=35;America/Halifax=20;America/Havana=36;' +
  'America/Hermosillo=37;America/Indiana/Indianapolis=24;America/Indiana/Knox=19;' +
  'America/Indiana/Marengo=24;America/Indiana/Petersburg=24;America/Indiana/Tell_City=19;' +
  'America/Indiana/Vevay=24;America/Indiana/Vincennes=24;America/Indiana/Winamac=24;' +
  'America/Indianapolis=24;America/Inuvik=23;America/Iqaluit=24;America/Jamaica=24;' +
  'America/Jujuy=15;America/Juneau=12;America/Kentucky/Louisville=24;' +
  'America/Kentucky/Monticello=24;America/Knox_IN=19;America/Kralendijk=13;America/La_Paz=38;' +
  'America/Lima=39;America/Los_Angeles=32;America/Louisville=24;America/Lower_Princes=13;' +
  'America/Maceio=14;America/Managua=19;America/Manaus=21;America/Marigot=13;' +
  'America/Martinique=20;America/Matamoros=19;America/Mazatlan=37;America/Mendoza=16;' +
  'America/Menominee=19;America/Merida=19;America/Metlakatla=12;America/Mexico_City=19;' +
  'America/Miquelon=40;America/Moncton=20;America/Monterrey=19;America/Montevideo=41;' +
  'America/Montreal=24;America/Montserrat=13;America/Nassau=24;America/New_York=24;' +
  'America/Nipigon=24;America/Nome=12;America/Noronha=42;America/North_Dakota/Beulah=19;' +
  'America/North_Dakota/Center=19;America/North_Dakota/New_Salem=19;America/Nuuk=33;' +
  'America/Ojinaga=19;America/Panama=18;America/Pangnirtung=24;America/Paramaribo=43;' +
  'America/Phoenix=28;America/Port-au-Prince=24;America/Port_of_Spain=13;America/Porto_Acre=31;' +
  'America/Porto_Velho=21;America/Puerto_Rico=13;America/Punta_Arenas=27;' +
  'America/Rainy_River=19;America/Rankin_Inlet=19;America/Recife=14;America/Regina=44;' +
  'America/Resolute=19;America/Rio_Branco=31;America/Rosario=15;America/Santa_Isabel=32;' +
  'America/Santarem=45;America/Santiago=46;America/Santo_Domingo=20;America/Sao_Paulo=14;' +
  'America/Scoresbysund=33;America/Shiprock=23;America/Sitka=12;America/St_Barthelemy=13;' +
  'America/St_Johns=47;America/St_Kitts=13;America/St_Lucia=13;America/St_Thomas=13;' +
  'America/St_Vincent=13;America/Swift_Current=48;America/Tegucigalpa=19;America/Thule=20;' +
  'America/Thunder_Bay=24;America/Tijuana=32;America/Toronto=24;America/Tortola=13;' +
  'America/Vancouver=32;America/Virgin=13;America/Whitehorse=30;America/Winnipeg=19;' +
  'America/Yakutat=12;America/Yellowknife=23;Antarctica/Casey=49;Antarctica/Davis=50;' +
  'Antarctica/DumontDUrville=51;Antarctica/Macquarie=52;Antarctica/Mawson=53;' +
  'Antarctica/McMurdo=54;Antarctica/Palmer=27;Antarctica/Rothera=55;Antarctica/South_Pole=54;' +
  'Antarctica/Syowa=56;Antarctica/Troll=57;Antarctica/Vostok=58;Arctic/Longyearbyen=2;' +
  'Asia/Aden=59;Asia/Almaty=60;Asia/Amman=61;Asia/Anadyr=62;Asia/Aqtau=60;Asia/Aqtobe=60;' +
  'Asia/Ashgabat=63;Asia/Ashkhabad=63;Asia/Atyrau=60;Asia/Baghdad=64;Asia/Bahrain=65;' +
  'Asia/Baku=66;Asia/Bangkok=67;Asia/Barnaul=68;Asia/Beirut=5;Asia/Bishkek=69;Asia/Brunei=70;' +
  'Asia/Calcutta=71;Asia/Chita=72;Asia/Choibalsan=73;Asia/Chongqing=74;Asia/Chungking=74;' +
  'Asia/Colombo=75;Asia/Dacca=76;Asia/Damascus=61;Asia/Dhaka=76;Asia/Dili=77;Asia/Dubai=78;' +
  'Asia/Dushanbe=79;Asia/Famagusta=5;Asia/Gaza=5;Asia/Harbin=74;Asia/Hebron=5;' +
  'Asia/Ho_Chi_Minh=80;Asia/Hong_Kong=81;Asia/Hovd=82;Asia/Irkutsk=83;Asia/Istanbul=84;' +
  'Asia/Jakarta=85;Asia/Jayapura=86;Asia/Jerusalem=87;Asia/Kabul=88;Asia/Kamchatka=62;' +
  'Asia/Karachi=89;Asia/Kashgar=90;Asia/Kathmandu=91;Asia/Katmandu=91;Asia/Khandyga=72;' +
  'Asia/Kolkata=71;Asia/Krasnoyarsk=68;Asia/Kuala_Lumpur=92;Asia/Kuching=92;Asia/Kuwait=59;' +
  'Asia/Macao=74;Asia/Macau=74;Asia/Magadan=93;Asia/Makassar=94;Asia/Manila=95;Asia/Muscat=78;' +
  'Asia/Nicosia=5;Asia/Novokuznetsk=68;Asia/Novosibirsk=68;Asia/Omsk=96;Asia/Oral=60;' +
  'Asia/Phnom_Penh=67;Asia/Pontianak=85;Asia/Pyongyang=97;Asia/Qatar=65;Asia/Qostanay=60;' +
  'Asia/Qyzylorda=60;Asia/Rangoon=98;Asia/Riyadh=59;Asia/Saigon=80;Asia/Sakhalin=93;' +
  'Asia/Samarkand=99;Asia/Seoul=100;Asia/Shanghai=74;Asia/Singapore=101;Asia/Srednekolymsk=93;' +
  'Asia/Taipei=102;Asia/Tashkent=99;Asia/Tbilisi=103;Asia/Tehran=104;Asia/Tel_Aviv=87;' +
  'Asia/Thimbu=105;Asia/Thimphu=105;Asia/Tokyo=106;Asia/Tomsk=68;Asia/Ujung_Pandang=94;' +
  'Asia/Ulaanbaatar=73;Asia/Ulan_Bator=73;Asia/Urumqi=90;Asia/Ust-Nera=107;Asia/Vientiane=67;' +
  'Asia/Vladivostok=107;Asia/Yakutsk=72;Asia/Yangon=98;Asia/Yekaterinburg=108;Asia/Yerevan=109;' +
  'Atlantic/Azores=110;Atlantic/Bermuda=20;Atlantic/Canary=6;Atlantic/Cape_Verde=111;' +
  'Atlantic/Faeroe=6;Atlantic/Faroe=6;Atlantic/Jan_Mayen=2;Atlantic/Madeira=6;' +
  'Atlantic/Reykjavik=0;Atlantic/South_Georgia=112;Atlantic/St_Helena=0;Atlantic/Stanley=113;' +
  'Australia/ACT=52;Australia/Adelaide=114;Australia/Brisbane=52;Australia/Broken_Hill=114;' +
  'Australia/Canberra=52;Australia/Currie=52;Australia/Darwin=115;Australia/Eucla=116;' +
  'Australia/Hobart=52;Australia/LHI=117;Australia/Lindeman=52;Australia/Lord_Howe=117;' +
  'Australia/Melbourne=52;Australia/NSW=52;Australia/North=115;Australia/Perth=118;' +
  'Australia/Queensland=52;Australia/South=114;Australia/Sydney=52;Australia/Tasmania=52;' +
  'Australia/Victoria=52;Australia/West=118;Australia/Yancowinna=114;Brazil/Acre=31;' +
  'Brazil/DeNoronha=42;Brazil/East=14;Brazil/West=21;CET=2;CST6CDT=19;Canada/Atlantic=20;' +
  'Canada/Central=19;Canada/Eastern=24;Canada/Mountain=23;Canada/Newfoundland=47;' +
  'Canada/Pacific=32;Canada/Saskatchewan=44;Canada/Yukon=30;Chile/Continental=46;' +
  'Chile/EasterIsland=119;Cuba=36;EET=5;EST=18;EST5EDT=24;Egypt=5;Eire=0;Etc/GMT=0;Etc/GMT+0=0;' +
  'Etc/GMT+1=120;Etc/GMT+10=121;Etc/GMT+11=122;Etc/GMT+12=123;Etc/GMT+2=124;Etc/GMT+3=125;' +
  'Etc/GMT+4=126;Etc/GMT+5=127;Etc/GMT+6=128;Etc/GMT+7=129;Etc/GMT+8=130;Etc/GMT+9=131;' +
  'Etc/GMT-0=0;Etc/GMT-1=132;Etc/GMT-10=133;Etc/GMT-11=134;Etc/GMT-12=135;Etc/GMT-13=136;' +
  'Etc/GMT-14=137;Etc/GMT-2=138;Etc/GMT-3=139;Etc/GMT-4=140;Etc/GMT-5=141;Etc/GMT-6=90;' +
  'Etc/GMT-7=142;Etc/GMT-8=143;Etc/GMT-9=144;Etc/GMT0=0;Etc/Greenwich=0;Etc/UCT=145;' +
  'Etc/UTC=145;Etc/Universal=145;Etc/Zulu=145;Europe/Amsterdam=2;Europe/Andorra=2;' +
  'Europe/Astrakhan=146;Europe/Athens=5;Europe/Belfast=147;Europe/Belgrade=2;Europe/Berlin=2;' +
  'Europe/Bratislava=2;Europe/Brussels=2;Europe/Bucharest=5;Europe/Budapest=2;' +
  'Europe/Busingen=2;Europe/Chisinau=5;Europe/Copenhagen=2;Europe/Dublin=148;' +
  'Europe/Gibraltar=2;Europe/Guernsey=149;Europe/Helsinki=5;Europe/Isle_of_Man=149;' +
  'Europe/Istanbul=84;Europe/Jersey=149;Europe/Kaliningrad=5;Europe/Kiev=5;Europe/Kirov=150;' +
  'Europe/Kyiv=5;Europe/Lisbon=6;Europe/Ljubljana=2;Europe/London=147;Europe/Luxembourg=2;' +
  'Europe/Madrid=2;Europe/Malta=2;Europe/Mariehamn=5;Europe/Minsk=150;Europe/Monaco=2;' +
  'Europe/Moscow=150;Europe/Nicosia=5;Europe/Oslo=2;Europe/Paris=2;Europe/Podgorica=2;' +
  'Europe/Prague=2;Europe/Riga=5;Europe/Rome=2;Europe/Samara=146;Europe/San_Marino=2;' +
  'Europe/Sarajevo=2;Europe/Saratov=146;Europe/Simferopol=150;Europe/Skopje=2;Europe/Sofia=5;' +
  'Europe/Stockholm=2;Europe/Tallinn=5;Europe/Tirane=2;Europe/Tiraspol=5;Europe/Ulyanovsk=146;' +
  'Europe/Uzhgorod=5;Europe/Vaduz=2;Europe/Vatican=2;Europe/Vienna=2;Europe/Vilnius=5;' +
  'Europe/Volgograd=150;Europe/Warsaw=2;Europe/Zagreb=2;Europe/Zaporozhye=5;Europe/Zurich=2;' +
  'GB=147;GB-Eire=147;GMT=0;GMT+0=0;GMT-0=0;GMT0=0;Greenwich=0;HST=151;Hongkong=81;Iceland=0;' +
  'Indian/Antananarivo=1;Indian/Chagos=152;Indian/Christmas=153;Indian/Cocos=154;' +
  'Indian/Comoro=1;Indian/Kerguelen=155;Indian/Mahe=156;Indian/Maldives=157;' +
  'Indian/Mauritius=158;Indian/Mayotte=1;Indian/Reunion=159;Iran=104;Israel=87;Jamaica=24;' +
  'Japan=106;Kwajalein=160;Libya=5;MET=2;MST=28;MST7MDT=23;Mexico/BajaNorte=32;' +
  'Mexico/BajaSur=37;Mexico/General=19;NZ=54;NZ-CHAT=161;Navajo=23;PRC=74;PST8PDT=32;' +
  'Pacific/Apia=162;Pacific/Auckland=54;Pacific/Bougainville=134;Pacific/Chatham=161;' +
  'Pacific/Chuuk=163;Pacific/Easter=119;Pacific/Efate=164;Pacific/Enderbury=165;' +
  'Pacific/Fakaofo=166;Pacific/Fiji=167;Pacific/Funafuti=168;Pacific/Galapagos=169;' +
  'Pacific/Gambier=170;Pacific/Guadalcanal=171;Pacific/Guam=172;Pacific/Honolulu=151;' +
  'Pacific/Johnston=151;Pacific/Kanton=165;Pacific/Kiritimati=173;Pacific/Kosrae=174;' +
  'Pacific/Kwajalein=160;Pacific/Majuro=175;Pacific/Marquesas=176;Pacific/Midway=177;' +
  'Pacific/Nauru=178;Pacific/Niue=179;Pacific/Norfolk=180;Pacific/Noumea=181;' +
  'Pacific/Pago_Pago=177;Pacific/Palau=182;Pacific/Pitcairn=183;Pacific/Pohnpei=184;' +
  'Pacific/Ponape=184;Pacific/Port_Moresby=185;Pacific/Rarotonga=186;Pacific/Saipan=172;' +
  'Pacific/Samoa=177;Pacific/Tahiti=187;Pacific/Tarawa=188;Pacific/Tongatapu=189;' +
  'Pacific/Truk=163;Pacific/Wake=190;Pacific/Wallis=191;Pacific/Yap=163;Poland=2;Portugal=6;' +
  'ROC=102;ROK=100;Singapore=101;Turkey=84;UCT=145;US/Alaska=12;US/Aleutian=11;US/Arizona=28;' +
  'US/Central=19;US/East-Indiana=24;US/Eastern=24;US/Hawaii=151;US/Indiana-Starke=19;' +
  'US/Michigan=24;US/Mountain=23;US/Pacific=32;US/Samoa=177;UTC=145;Universal=145;W-SU=150;' +
  'WET=6;Zulu=145;';

// [standard, daylight] for a zone id as TZ spells it, or undefined when it has none.
function namesOf(zone) {
  const at = ReflectApply(StringIndexOf, kZones, [`;${zone}=`]);
  if (at === -1) return undefined;
  const start = at + zone.length + 2;
  const end = ReflectApply(StringIndexOf, kZones, [';', start]);
  const pair = kNames[+ReflectApply(StringSlice, kZones, [start, end])];
  return ReflectApply(StringSplit, pair, ['|']);
}

module.exports = { namesOf };
