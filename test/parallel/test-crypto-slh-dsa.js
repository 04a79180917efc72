// SLH-DSA (FIPS 205) keys made by Node 26.10 read here, their signatures verify, and
// keys made here sign what Node 26.10 verifies the same way: PEM written back byte for byte,
// JWK (AKP) round trips, the context string, and Node's errors for digests, long contexts
// and streaming. The key, signatures and JWK come from Node 26.10 (slh-dsa-shake-128s).
// timeout: 240
'use strict';
const common = require('../common');
const assert = require('assert');
const crypto = require('crypto');

const nodePrivate = "-----BEGIN PRIVATE KEY-----\nMFICAQAwCwYJYIZIAWUDBAMaBEDDGKGL03rIg3fUW45t1dADM5r11kW3TLRap4/w\nwhvGk+v9P3ocha9LUILNUyT3R1wBrhhjbT509e5cULWRCNKP\n-----END PRIVATE KEY-----\n";
const nodePublic = "-----BEGIN PUBLIC KEY-----\nMDAwCwYJYIZIAWUDBAMaAyEA6/0/ehyFr0tQgs1TJPdHXAGuGGNtPnT17lxQtZEI\n0o8=\n-----END PUBLIC KEY-----\n";
const nodeSig = [
  "dqrZBM35vr9RYaAYlWwAihNfIQ0g90klwVXxrx5djpQo6P1X/CCyclzT7shsq0v5RytiqlUOelyeTXsOTXrT54O8AXIiNpB8",
  "GNjDtlkJH2mHik3FVuiUmWD41L6Ml0QxFTtzwF6InxO8CZMOTdQouWapVD89TG8BfmGceLArCQuQ1/ynmza9pcfcT6LlM/MJ",
  "IPi9WaKwgJi6YU3/rc5DuzXMzvLUsX/y+6PhfAoEZ9dfZorHX9y7Td3gWvZ7JXakHpCs4bW/ZW2g1bVMspTTFcQU4nHyHt9m",
  "/lzEsTk57pttBCfmIw7643v1ZQXjSw2sfhwLnqPVh+z1LUdKf1TYzA9JeMPMSdabxX7HBQ2VoRGblV0aLkQKD3Ua9MDOpV6k",
  "iP09VwANZNkGxp8r/tsTEaGuGGEfVnCGui8/TbicYV07MnSX7tf+bFH25+DCJ5d5ax8IdddUiSe3gqEbOksYA6J7LkT/Ao98",
  "MXWwvateOGMzOCjygdmsBRXixiz6DNo6P+WLjzN+FeaB4cfUvTFa17rD+JpePSHgxdsblV6spR2UUgMmqZDmYMGzFIGTDb+S",
  "AmXq4ir/H2XQME+r+EZRrHP94J3JaieFdVWC92VCbsJc/lzx+3nOZ1bKv4ZYbWn+iJSoVltAZa6rbgdtaJL2irH6Ycw2yBL2",
  "yGyAPDOXSpZ9z5I6CAyNXwQAew+hiFnDwo9Tpphc0gA3WiYQOgEKdZ3XeBNPWPClXN1pHghJw17RQJm6/ZnMkL2SdRA89/K7",
  "Acf+5YA+ST1+9DajcWa9njKj5ONoksaPkYrhpkYQUx2ZFFjJChfKgIFvtDd1o1N/LfPXLd8vSzaZvC7iRWO7PVTPZJ07eLZV",
  "BSu8so1upK3OW8V8KB0B8YditewJmmv3MJ3Xa2kYykhS1QwHustAUeN1ZBT4t1V1mGsLqi4ZxSzFSRG9VhPZdsH5LlsyL2fj",
  "F+T3q+FHru9m7wDXHvPvFEK8F/mZ3eZdkKFnX3ajx8T2Yy3wq8R0EnrFliH/eq4IorpV9KOKl4y7STZHwbZvfjGqdYl6BiPY",
  "C4HvYGUPbETjsBkbAhK4OI99ADkOi5N4r8gW3+M2ioYKdkHCCyGr/IMY9aV/yaPUfF8y1QK6CYFDIDc8sKueOxdWz09OxVvy",
  "mO/tPpnZhNp0Jm7yikkGuQty3anKpiLNW8JWL0rMvxoC1Nv0gKcAxjsn5IR0osuv2KFrh4yUa+oHV1DDb9jKtlhzCaA0Mnid",
  "9woEFzB90tfbrApoQh30k5Su4Gu7AC6EO2SuKYsGV+AMBYz1YwmQ+Ww/TBjA1MvsPqRcX7OQpIJo0OMS1ofTWeuNF8k1poHd",
  "fZIFKlHJxzWVlgp/y71LHSDcKB2nfQ+H77su1VzD32ekG8NozwY3npUIBf/rfJxeJG6tB2KRLANTiXR4J6eiTkaBSTuZw8xc",
  "Dmq2eutpZewYK4+svkcFCDk86jVEvLWmiUMoBZKsmfZC+rB5zlbqIyFt73yYEYOfSegdAhyqRPWfi967FparEGaXGwDQ3l/g",
  "3Gciy3+kdSkIqGNaQN2tRVcoJgWJqL6m+ehAWJZLGcTtQPhP6vocEdHg6vis2N3mdQoBcQ5fwYVV1HNqMRXNP+kRcSNwlpQG",
  "XzW322JxEYm0RmZM+l8nnIGFqhFeHeaRA/yaYl4ayiDyaQX1nRFO4ppxATalci0yFDCONjmBcDpQa5I3EaJIRAlzc8Uy9150",
  "K2kY6PZ+YzmZM4ku+PrnaaCNzquRBEvzwbcaow+yrJI45djp3I/FwvOfsEa5fIozUnggII30bV/eBbXd2socjP+wkbQqJtV7",
  "4VEPXnzztGT5WyKx5XfVjw1lGmtRwEM4AyP6J3Q0MgBabBe8zizh3JH7KG+CZAkRJkG9CoRux2U4Hsx9KRjzBAUXv5lEglJu",
  "GI4/J87MLIH90HUhyZmOGLmSW1yQSJerGoEU5b7LkfaydUil5XWsnYWFiycYLQre/6wqB34VMKzOpFyVxJPiZ6PgvnM3sMPI",
  "qPAxWHP6GmAcMBObifXotrBrZUhwBSby7ixIWQKrc33eMaZPzehh4IVn+yv1vWJaNm4b+g6ijMwLBXeck6xqjO7whv+kbFdY",
  "zQmDcxygTqToDFGUa0vDBbPt+8crEPjskqQVC3BGqgJnVcFmN0SZu1In7/Ou2AuEcsVf+OtkplFWPv5weg44ye/2vGiIGEh1",
  "QZatSRG+fkm1pdYGks2MsOe2PoX/GId489baaIOGKNYMIHFfBu6/UCYXqceDMCny6utXuqhmSyCDjcoo6cmR+gV60oDJohuL",
  "GF3IRgI7M7y8/+5x9thvdJub6CkSgbKkMc5FnYEkfIaVU040rZ/T+CSqaFL0jMmDBNomcc0n51E8ptJ5yNSdYaGugSI8tClC",
  "6IvhJcdHUu++xzHFqD+r3/S1v/lihZyiyMC+/yY0pvzMxnPHhDDkrjN/4VvdlVfKn/P49Gfksmmr8bLlImIyNQghS0UdBr98",
  "+kS5reGmIG3kkcIfmYEbAh6UFULHUaKTci2VcKKcsmqKK3dov+eI7ToGTPwJ05u1SpnilWUQyt1gtK8FLW7Fg62hCrW7k1lu",
  "RZ/4RYkNu1xh75T9xxRaU7LkFXvBJKb8jJwfnEGWcvhGXh7qg64yAFXk/i28w2gG7E1wNEyOsmZZfje960Fink3v+MGW4prd",
  "u2wWgo20SjyQ/EOCy/VEQozSrQ78CWNJMt7OREg3s7eW+HHY7zMAr7YU3ukHh2M3fSDvfA2KIUNPef21uqLL/M5/GQpfGgcT",
  "ZmFR816PQ1hus1COD/UGsZlBeFvPIrvifmpvW+/fu8SNHp6qIaIebgLCoZUgUceFqnJa5XxxNcywcwrKDZjvPgzmY7XiiVRX",
  "xCNAuApmdykO5ta1wTTck3Aman7iNEeTZsq0FaPb2yHc443MbaxF/ANghe/Zms/2iIZDsVyj28ApQ97XcDmHdHYJyOV1tzUs",
  "iVTZJi+tAO3LeZDzYAuuh8zVxB3MdplW/QlJfynk+s/LV6cbXtRyqJRGP7/N8l/Y75Jdf+YrrORAG2uWn4h+GEvPOYSmkC5N",
  "+gL+q75gXUMNr5I4v3+Ril/5mahdtIpwSQoYIHQxvTwBrum3oCgb1wfQza9pIqldAVUl21IFcFmIgB1oQ03Aa2pc7Jctya1C",
  "dGdxAK1xnB2J4SiVn1DIN/BTQK4XfgkaOdHuNIP50xW2RldUcY382V6oGK4fHR69v5DSlQVip687gLQmx37rc7K7l8Ed00Uw",
  "QoMa93oI9SQQoU7BYfwPaaG26OQOearTraprkiuxE85SMRRYs5S986jvFgDWnDZYsCvUQ/4rvP9WM/KD+oEAAJHeuQ/Mkq8t",
  "269pSL4iCiyB7bsU6QnVjL/nL8Y44vFC9L3+DyzjlTXa3u8EPaRCUUga6eaaQzXHdgLqCf3IApEjLMPVdzEYV+Y9oPUIKy3U",
  "m+clrrPm6N29hWv08g9e7a19IcUXgowKao9s4hIdjQFrCNd7zRj+CVR+ZzYcGec91LOsPehjaQH5qDGZki55wnuONB1cvxpj",
  "yYFLHbZ8WZkLVBoCMm78Y0YPvBGhUGujteZhohCbDGFlSJC8fAYH73aGOrcoTr+F4N2AD3J/s+i03T8H10UyA51bbEn+vU8L",
  "hyGox9dS6E951XUpNi1WPaz6pNd4gezMJ9Ny0Fjzm8DuwP8zjg572LSRcrstYIuIT962rXGbyrdrFHo744OM8fZRKVnTEJxK",
  "9Jckay2RjWNNOTqYPsvHy5WuO6dhsCBm7lhiG6B+A8M4PfujBLSukTgNn37zJjeYMOjP2gYLaLCm8Yb6samQhWsRWjAN6eNm",
  "gtLeJgF0XtYdZm65QaOK/ZWwJzd4wt0yfcQCyQvmqDY3h8U6h00reJY2JwwjGaMeBK9ce6OLU9TKJRZzRCYPWJFNJ9NqlFzc",
  "A1zDwiNlOuRSHm8UrM7mxqcLfA/c9eNMuTN7xwrbs2S9A5Jk3q9RNSndAXHukWqqCrPyfqUyMSIio4AfHvW6mCiwU0OHy7D2",
  "vD1XMCr0npk31aP26XYqfRIzF2nwcqNaWLE8bLGjNQ8jd+YFCbTpR+nnsiQnfc8Qa6OBIgl2qhruvwwQNUO46nIPS499PcJE",
  "23qEB4ehXKPYnF0QPENXDcOz1pntraJXcDYtsv0pNYKLe0f2TBkMQuaaT2GAaJjLpj1EA/JRl0aM72xAPxm2y7NvphJAE4Ej",
  "rsSkt/amARCnkQlrrkUAxJLddKLoipGhEXKcX4oB1z/ixzNszPwWvKKnNETJyeAHFiSvVTH1ms1YIgIzRHHoikhWGktEEaZk",
  "CxPNrYDqbtKmJKM4PoUY1TTu/E2wv9ZqRLLJqgtKWtdw+OW57AFq/VMY8aENa2/ZMMfokovLDIs6nRwfd7f/l+to0ox/l5O8",
  "jWg7MKin/ceQP6AtHSh4FEJWhPZsLxETIAlhIj5WLOy82McXQvf63jjYpKxmjlAr8Y3do10/90ZntgWMw6Sr8eNrJea2AVk9",
  "xKcSIttk0Qpo3sozBmXDtLoqCUCJxzfs/IzcBbmMyEUMujCBwQEZrwU4aDWauoy2oMHnzDk3KJMM/6ueMTtrgl4J+F7inYGj",
  "t9+3Fky3/cZGcQBw425VoI/H+P47wF5j09PuVqBMm1I7B1G54SOkE6Bklf19EpPJF7ggFwEx2/veBMWp29hfYgdN5CN7oK0n",
  "/0Xs0wiXVDgaYNztz5D02X7hKWoBnJDBQowWBjtVxLcfmvXHmW2yhDwy/G+k3QqpkObkdMYFe5LTn5RHX7q3ct/YsAw1GRPX",
  "k0ZPp2HJGwhYi3jAZ+m9GU/Y0D3XF/4u4lM2V3mOCuUMtuzzFTvlH6TitZvnWa4lfUlqIJemdVLb2eSVrUbCzAcid529+F9U",
  "0ewROG5DClF43ujqqwvyJrzWYqmKP4DJmr3ZPJn3++xaDJu1LBKG5J/8FEtRFD9I9lzjX3VP6heiW4LHGSs2B4XsmE1/mIbh",
  "w7sE8GRKffJNSsEZmzOFPCjOcFIXB/iyVhfKzlBVZ3sHd/dt2tYsCT0blrT44pGpz8gdiLTCy2Tbd/8tNbvoPCVLGxG4u9kg",
  "NrIZgjR48MtHlgAMsebrmgjljzGJFUwTMmbB64nFTwkUq6QWphyHtmE3mJ68yksdX5PM8w/lQR2ODrXpTMaYjs3j4Zi9Um3C",
  "gR4M6w4pgUys33ROveT9/tOEk0HgCNWKFYJutoYL8Q9lIj1rO/EmJjrJt/7flR4yeBBvwyZ6zqs4ERJUUDFVDDOpGpI1o42O",
  "AdQWP2q54NNA/yjvxgFIBF3UDdPtBMO23Lu4N5fXeORMHfWhG8bbPkL5pgJ5nu2VpXtaFp0rsZFH9qRlVXX4tftrRVlECBCq",
  "TmC+y7G0uTwuWt8HfRSgeSrd6tf/AxKirJV+ZQwewbQJO7gxBW9roxWvsS7yfi2/BhhG9JnaeOAdviinGxfbd3n1k6de4Xck",
  "lgMCSZwtYgf5y8Xs+eQfZd+iGKlzpbITp0rsdIYP4Y7NYvPoDW/mt0zY0OluLEoiv5KwfeujdDOXuI86ETvb9w0oiuGssLDz",
  "T0ApD/XfZv8d8N5lKmm/2+0sxqqUtsJ3n2j+8zuNbLaE2GOYQ1mJtNAvl2LWaGZRtEmEwayO0wIudOTje+jOAp+dtestk5/K",
  "ABCSvWszdECunXGNqG93uE7K+WLh2OT6alqFRrvYJ0DcjEYg/E1uIA9kelLV9BIDdwBWNVVp5uQgtqc4SWPNQsDkG8I60hYG",
  "d7AA7/Wx8oYTm7Pm//t2o/1KqKFb3m7LysMKZzMjZ5OtTOaC2Se1vTu7+ZsI+eLxP9XL6aa1XcB2oGRVx9WijKEu+UgoOhxD",
  "jgpaXZidta5Mm1MgoUTXQyw8CqBpPJTNLyxhoRPK+HTy1yqgvmvCv3upsLjkgQcDs9J1am/vBxZ0cVO0aRo9Id3v7yPxYTqZ",
  "6ujW7KjYL+JDiMEizMMzXHQm4IY0ksLmLiU08hdeZBw3r1FQooWu0p2gcZqmRSngaSixKV5vumJ28q30KL6SaqZ5i77EHGtH",
  "b+qYO5oAZjXi9pfgSIEigzUkgHssfHyozi1cOxeDupBjB+MlTdczo2FV3Rqgnn8kQ/FwpWpBSgfy7OSHNpjJHKOesBvh5tVe",
  "b1ZwSFDOSZ5P7raOg1xDR6HYoruQyzMIDVd/Y0SfKMjgassap3DB7pqCZ4U8fmX8OXwIKE3SHEI5aGEWIGJ6Lp6Zkc5KMmbi",
  "7gm68Y7oKKbeF6Jtwp0ZnOQYlkSC7fobnxZ2W+OqAMfHaG2OC4jDYEqWn1tRlxMRvzuFkDr8YhMS92+T63qw9uzcvf6EjfUj",
  "2JcgYaK19eP1zDkiR4OPf56BrWHpg+GlpVNqAimAqQZDYTXQCTJlXt8mWLuDoD8vHsqKt7pkSlr3mXRfSk0/eP1UbSRe+3jc",
  "VOGkm3DFC5/2PgPXP9RHEs7FZIZ/H0QUxZYSi65wNb7zQ++3VPfOJWFOcMi0dEngVsHgDHtWEzaZXNkkFaxQPPDtB/3G7JM2",
  "flOazjZf9PIP+d7IPVXzgSc56MdXSkJLpIai012Ep0wAa+7qhmwvQKmVRBkXedDlZInjsbikhQ7hAVFJw2rQjIK+oqk4XCvd",
  "Gst+V5NUP9bRepq9vEz26dn7bTO/clirNiyL+uAJLcMCABLevTbF4lBzJsuali8SXueWSrTvxPaaJjCIi1Vi1tQL/czvI8fa",
  "wgbrepnRV0FQyPIeJLFtRcjJzv+yEOk8guxcYxN/cHuYJJNUI5FRWAP1VmbtpxxpgpdZWzbfADaFeEoRc7ieHAeSYzEwlZnk",
  "mwjlE/HfMZsrkOKtOZMMGG+fow7xlJaXwp73lkticvEgddTwNDAhH5l0O8cC5TcByqHc3TnbdsBgBIzcDGL2D4xSJLoFf5M0",
  "+v6obmyOM4i5BosEwHDCoxxVqq4dYhhsAyojprI3AeZ65LRwHqbsab6oq3MwWvrb+EDW3z/Y8IcyxifKEw3z2q+VTyv2bvUh",
  "q9UxJkmBuiJnmwXgbgf+YckRBIJFVmkh7H3DwYTCXC7hXxrc27Qgl8CNwZyou9k9BQvIBS2wDLUKBw4So0aylqEZslc9KP3V",
  "8z8Kq1+hHcU/Wu4VzjpF9j3QFf1Rh68l4Cg4PyPN8BkbPsKut4uNuNZOXV4uoxsV7idSOChAbindtWeJPF+yUN1SZmzrxrfa",
  "kQ1Gg+JvsxDzK5kPiZaX2sso3GEQOp7RjJN3n3VhhTfOlAgHHj9IaD6g2Cm64BcohFiRLt+AXV7A7fTn5WU/4dADVR54LsU0",
  "EqeoswKdau0j3o1LFJ3RbNvQlttVZPmZd7fgLO5cpm5VoSF2+pesTq+dL8D89VSsCe5vyRBVJKWv1oowPgO23Jlhli7hO7bA",
  "UiQthz4mcS5jt7yDG/HjVrDOEO+PrPnURUFS4J46o8Q7M32EJ1EWSAS30pPxHZ34GIoMkz5s35Lo/5mkG/PUU9CCQ7ta/vCb",
  "X/JcDTUgFpO5hQBETHTzJj8dmYkI8qUxHvHzAPYDLO2LKHN7c5QXx3nel2ak+UJ7G3hRfgi7iIU+bo4u/f+KYb2SesAFVeRE",
  "HdAL1Ca6HmAe/3oOsem5KRy5fRgBDjNBk8xOOuRZnM+5+mbDyhm6hgZUSm21h9AiVHIjJ1/PL1DgdSFV9bU2dfMY1fTMOekz",
  "RTPDMVMmt8UmUumPzCSnlA9lWHPDECVk54e5LpuyF5XstXNWIAE4NYJj9KN3lean/fXVtQPGc4NOGN4SYExj43sSj2ZSlQUG",
  "4eFnBOxe+J0M6hG+u9qSHZ3e2KVZjTGraxMFZqhNRFeECKUvCtNZKtrPzCFUFrJy6sGADXYedaTE3k7YwgpU4txkM64sfW+K",
  "LW2hFPromw6l59j7r2MXVE2LA00+QQETsTMp58b26OnLHMmGKxQVx0QD+nRMpWyP5Z9UawP//dMHS4XCqnfR/kX8lFNlA6gw",
  "vqO77XK2g+yXqhgfEqK0iF+8iRvCimeYd9zPvo0uce5tG7GO5Ld4Li7ecMpxgVd34Wzflznf84BSJzZ++O1KEHO7FMNqsYWx",
  "Sfqo+mgTv86W4bSiW5jgOkS9KhIQdTG6IAlJ9uerZo0dCwRlE2ibKe/SpMlBdAB/HH7z4AWtQK5M8gkoVcTbH8E/RIKnlxDL",
  "wRRB12RjLGqQ43TdA8COfzSiduAcmsspmsV/LL+uHfZK8D4hghcgmD0TwKYrRfiUKesqEdulj1Jde3472WQZ8iT9lvvoFJMq",
  "AHDbkGLx+wQZ9/AnBmC4HF8AL96Cq7kkRf/p17FCNoriSXL5jucHgvp9iRaedNuB33/6w7CQMNw6+h4PPwuUvJmzeFnCCVOT",
  "HA5y7jgjT58lndugAmCqZpnUBkIq0aAbwphK2+9m5NO7NKXCg6bd0LjCsprYTzP98+rQBfNxdB5UoJM6/21jBA0bBB3Aq3st",
  "ewopt3cIe0CvjFkNCo9j8APvUu8JPRsDAQ/v0ZQCrKiLY8SGQiUSlwSw07bAfiwaP6sZXR+GsBt+iuoW02DTWIEGR/v5C3zV",
  "iuk7H3Wo8uiZ8Vl1yd3XO6cQsS+7wrkNXBGWhfNwlEy6YDGkLh4VUq023e1i4W1/7osG6dX07qiXa0CE5HeBP0ah+D3f9lww",
  "/jwraeCXP7IUVJfJWSzxKBqUR27ZRmtjwYYArvypYkBGBv3BG3RQp8kdG4+U1G+sEsYJChI5GoOaRKt+qOd/KGzrfSjALrdG",
  "09SvoHNHwaNW7XIX7Jei0OtnH4wOrp6nATJ5Tth80qfIvUwzgpNJF0VLu5A54gZgWuYI57i3xK4FLm83aVi8BEl1McPRg7qU",
  "AAA9KZH0LKQeCQVGe9DwVYFMtsXbKskXWD4kPhgS8+ggBdPBI3+xSYLKLiJ/rcPbsJ6L/gAP0cpeHcGE1oyHYg+gBG1yzN5i",
  "/DTTDrdlySbPL4pWZGeCvKarlS0LPijL7aGju8xuZESCRWrO3JtuWFO03PRM/SiZanm63LUmbSlE6zYgUtnvqxn41uLrtMce",
  "rQnuVdIA+pVhLHlMC6pQ6rWc/lJxYOHIRdZAOjka4XpbXE5/Oa8cSEVNhRGP1fEgNJD8wjXOm74E3LW/NyMN4xB2raD20J85",
  "+Q2QqBIF0aa4mck9rlIbLzVzTCS7SrlZUcjM2u41wxVh+5lcWhjXICx2A6CLMtwtzWIieREt57iwdK+JWNRxyrF+v/l32oeU",
  "D8V8dXpi+8FpAgOcZH0xMwDWXfwYoM9duYuMcBoqxi8ruCwgaEv0EkrCx5+t9WdxIba0U7bdpegKDjUp8E2PfokDwZp742eF",
  "nrHvB0J9/r+RGQr9oj2/pNxet3bp9EQXG87HNFWDdyXWxQrCJ4mw/FMjotAxETbTeV7hBbt9ESp+V2JiTxgYaCT8Nvc2+Pbc",
  "aLbbp1bfA+/Ke6RScQzE3DoBXoNF6wk1FpiCskYXgo3sO2AZ+uVW6K2K7B9a3aR4AldyEFMVXVlCO65SC9W6C79/g9IwXbvA",
  "xgSPf7NX6bQR9pNZbmrTt18r/xFasi7i3sljc5+cKETK7MaL6LcXeMMM+KMp8KyG6RMpCjirXqexDExk9EAPVHS+KfQNTw0q",
  "06dmEo85Mndc8dw4yhq7fHQ33GXGJHcZtMw6Zzt7uNwjYgSb9ctjDlWelTHyK2bv0/xZel7Pv3qcWVLzU26Ks/Tvur6dwgJK",
  "2l6XFD87yERHAv8ULDEp5dQotNs5lqifIr/eZBnfwsyPESBA0XFyibsG5NxrL7uy4psk/5AdckUxvcjtu5ZQHDLCwnTWZVGH",
  "vkLmiVRly8fuTGe7YwmTrNQc3DUuC4sGi1bYxueb0f0joH+6J1SqWhVW9664ihUsZN/5A8HO7gGER1JeuetHL2BmpRjObJ1M",
  "tRcSSq0faZTLZBQPM+rLmz8avUyXCGFvHaSLtMEjc0l44gZuHn+sDij5dwNod8MUQE3ZP2Hl4IVcwQytWtHERyo2JfA9Wtsa",
  "mkRJeBvJvJDS2E2kx4bBQY6RAR202kQEY106Szcj1/CJmG544FWa4q92NEbKQFjQu7hoFR2OhiXBEDaKZyp9XI7+UXPlkT3t",
  "dJDceAl0Hl9jbwd91qnIQPkIEIvUI1pQDwkh6IgzSp4mK+e7OIOsbiLMHFh/uRaKyBzE89B1bwSdcYI6SruN70gTJhxOPR2x",
  "dsqTvJDBicygyA2tuuel6yTa5RbMr/QVnR0xCMx8c4SrquGFMMkh3a2reW3oQw9TW7OoSspkVfJIUf7EtRN8w7BvXbxKhxf8",
  "ME+S3xa6VcbwQnHnuCpDd+5blhpLQ8uPdmH2Fnx6Kc1X+Jf5HPlGx35kkWN+lM/PRdgvSfyYRFDdFFqQbCL+rHTYrOdSxKhN",
  "Fz2xJt611JSDpQLkwtnvw6ykqNP5+jkdbXWHOjr5cz39pGwUInKCc2sdo59hT+QDR6TnF+Q57WNrWnLDHgt563bm48Xn6ocJ",
  "Uj62vb3DVUE=",
].join('');
const nodeSigCtx = [
  "4yFNZ4ajh+LD5jYnqezUBZ/Eei6D/jPsQMoCCNbODptgg4y2JnpbUnME8T8L9a3yRuxs7FPC/LGMAIZOghaCJa5xPwO92h/V",
  "jgS6rzxsY2tchETwDvnVWs9b+p1i03/ts41bl/Okz5yzizTVMFwuLP6TiMoFd9kYE43PSwRE/iy//dZyvQMEXwCp+ovkx7ZK",
  "lTpQ8JCByEiob3wMykIixJr96mAHUEsv5XjAUC4P08ng/trCPI3IB2KtP6cUHg3dJQJPEmBqHk3qrV1XPsPnqo6MfeWr6h+m",
  "QD3rOvXpqZt17eEmBQ9sFQyoZookDLjoUwTeibSpBG0fdzp9xXpzyb0zRKIncexeh/bRbc2gmSYM3eZyO7nRcLfb7GcS0CPu",
  "YAWlMOhdQFI6vfXXE0w0RSf691tsbFkHrJUa1LI9LVJqEUJDX8ToSIvxHv+FGjwFDRhB3IMNkJJT8nBkf4Ox4AALVoXqB07R",
  "TOUmh08CIEd88XTNpp2luTN1DKLj4HPzuQcVarWNkpI+zPTPxJ4LBFzkLGLr7r9rXf+ghVMGZzwOmmDTjABmq2ZPwoY4NM7r",
  "S51nA3pHEIizA2/ucafReKf1DuxFGf2NrYJpvKBf6TNGalvwEyxXSEXClkfUWuhz4hzRQJYhqZGfoch17F1Hd0y/o8PaCP5t",
  "Ye8Cq+bkc1nZn1Cgqt2aFgkVw1utITdepg2YQnqaKzWNxVF9iBuwzTFAtsa+CRidce0xpkboefCgsFhbvUL/t1vTeK7QB87V",
  "zg/MwTTTwTVCSUJWPtpR6VUbUN+39JxglpcUCjc4fXsRoYYs1OCaWgOv9uZoQS/jV/nMJLTbQw1Yp6nAc6V0j19owX4uycg3",
  "ECOeEox7RN7p/2oIpCew0zNl3RUrNoXku9tqwen7N+udkEznScsMNIZN6vRN6nQfw45kqXviDosjxbfUMlNwAGFtkzDFZ3yc",
  "onQPzpb4Ax1XH9zhLf7PBYFQhgVzcIQhQRF010V843jHh6LReubpWmFjOsWd/fUt+eVd146rQYnFgCzCaWVwA7l/Ny9/Vvwf",
  "qbDheV2cEQqng8z7kgazmiP6rGIFX1DS3Bc4pQWsgJONXDimYIYNoDpkY90mfAoPKVIBUvTlKho4PQNrJ+zNLm+ohi1h80mA",
  "CJODU9kz9UcGM7IY7VFsImEYRYwKkEvSaEVUgTdMOc0cRXi6gJtx+E9H2lttaFhGTtWQ9tVsG/RTe2TFrLeMCC55QmgXiZtv",
  "4DsCW4hzobpYD/84miimw5rbHaZ2e3U2QxHijzDw/o7wn+yhiqQSicAZoHVYrW0rn+yCn/l+Z/jCywY2YPI/50dT1WwroRlg",
  "FzmDPriASwbti2SSJqIt575aZtBBES0dVmDb4nnaXNItoC1U9KAVUKtJnNlrPd7CfP/laYR70ybYLbj4wREMLLsXfKHvhXpk",
  "dj/1gWmUSSSB/NQmlKCpZUMtfCxUOAxtiWuTQn+uHDmm/2yMH9U4ztf2PakKamlU+x7xj0urswd8A/VftAo6qNz9H52cFQ/s",
  "VGWedr3qgsVV+7nlYDOuvG8fkVi1cU7y10aHne707AkUAZcgkgmjqY9g5D0HqkexFTYrpFvvp5vyJL3t0CYHisCS8Gedqzfd",
  "97Z80O15nPqSas9uF1q4pewukh9FbnGy7ERJN9nuNJx+pLrCsYvlGZY2h5c+4CQvODYwcPnoENR29Z5zQEvFGF3MteYP/Thi",
  "X5Zjx53vptmS/T/9NECDszPJEIXYhMhV3Iazl0L4P6PtodIgIhJM6xJ428XbLSLwlGdygp6rdOtOgY5rRxbBPYptkf6INHwS",
  "psyAhzSqKcO2UA4Fl5A543wHNB2NrB5nywFWI7R/Zwqw1bJhviFM9cwwLaUo5F7601y4ALLG5heivCZlzBDrlqw0HqsZkY8C",
  "jvxFDvFNNv1cA1mngx/Fe5jcB7H//Lol4lQ5zj4Q58BfHBS7Kg1m3nyvSfVXg6pLvWUNJujvLjqjp2XTdzMdHY4uulSjbt8/",
  "YfNLh6PPBVEAgz9emp9l8ECt/tXzvlea43KmhbVvkH3w9AiZqi0zxTpS3G47Bhd/0RKvBYW70jzMDLipU5uwd4vUX/iubJmE",
  "7DPChjyG2rUI9TLipguo6El6cpq/Oufp5lfXkkZcb4kLe2hMLX8orY/WdKWoVZXj2QMmRUqt7trHvZXMDhky2WFrTsoORVvW",
  "xycsX8jVruXcoapE8pqAAtvN4GZCwEAtvAz4DeKfs8FHRAI2eK1j3TxeZio1sGDLdge9+uaN+AP1tYuBDCcVCukGXL0OuhTF",
  "xLJkZjIUHvaWYsXwbPbypD43hd+GpyL/zXwiB482ukXoMaHldfab67hM0EJIqW0/JLNhPWDcWFjvDljxsQnd4YLJIVJVa+cO",
  "IQwDZ/QByLgEDJIwXVFf5sHa8b+RtXiQA6I8QeDx4Ckelvgva9Y+Dd41y667R4RyDG0wnLenq6PxlefPMxhIvScC/AWrXyAz",
  "hX1YAUZapFmZhVjcYFQCMD0Tju2m3wwTSY41EtcCVMnSHYrcC+Eh0XZsR6+MnO3sxE1/DaZ+V0aOxVHgbyIcPLSaAPGU/RMb",
  "iI45AURojquojMBBGGkZocc7Lpmg2+yt6ZPL1pMR+M4HH+JOH85v3vfgZFpE2d4vBPAoYCGGcfb++MX5MrV287G//IRNmu5B",
  "WmD93HlaOv0MIE9IAmtRfXs4RW8YrKlbG6juC9j076WvsvyLM/29KWSiLnTSTyNnrNTxM68XarMzoX3UJbMAUL9X28mBY9gg",
  "gQ5XHHA4iubCBLpVuFOrQr4qqhl+ZoWue8p+CiBArJMaHPsN4iXQHCa21f0fnCco4PTrEszXhR3d6CEjZyH+fkpw/Hexoyug",
  "F5HonHL0wi6VXvaQqDG/K6qAZkkGvgRCBvgVZA3SPPSJa/IMmxMH+b67EZAgpSUCAevp7YRU7qhTPgzsrTajKwZoIY735AvI",
  "4BjIk8YnXouPosASyRFoWwQL3ZePvnj8ePQj1kh5nSw6u/mLlIJZFDYgyH85D55dU51dqr5fQ6GMsdxDDyaLRveuVsnks7Ii",
  "v4xOVKZgBl+pFdvohPQBGRdePQtZnHXixuhT4PCniVMK/SZJuMN/rI9+86NrzQX2lvYCRlXqLMsOwengKmNnSKQNelggffXq",
  "3MBf7qm/dWicrl+ZpbQZySDv6MyfyLtpfgScraVtxRf2Bg9VWlIH3ESICgNtQOwcoTKx2bvCGuTTiUhOXd4UWJlmtkr2I5zS",
  "6d1J34aMnqQVX/rrHhshuB+L79pvbaw+QR9N5tFLHjzo31U4X2Vd1Ur6BEsIu+zbxbzz9pmKEzGJUSYA893xjfuCR8eieUlV",
  "V4Xn378+D3HeCpU2eeVfx5yJ+IL/GXHSY4HKEqeuOQAhjYwFZ+Nn5nFtKW/D8vrJHwpWu1yRie/G5F9ZXda+aqaCc0v7MCvv",
  "tcPDyQJwnthZU4mwYHafj+EjClnZtzH0p9mmJ0TB+DSCTxtxSO88F3PRu7HJmJmPkWni0mYYz22qRCzAFV07ACXAhAGX72Ss",
  "lLslRdTjReYOrPpfgEbzmkvAWDnlBdqyF9wllyIyQzeUyumL1qJOv78obfPYJyrRXttJbfYIIXlQ8n45wSuep/L6qIU9EZeR",
  "vhnXDtBcyqn5r+uYU17KdOUkKTIQEhylgSmonoOny2gfRwratp+MCLiHJo+SrFYDSl6zDCX3oMto4XTUnASBpkjLxCYXi5BV",
  "TvaVmwaLYLiAxXzyQZwmIPT/7Pm6CTOo9TcvxmPItXPit3/DvJ2fP1k3Y+5XHpt7mZO6gEWY3HVFF0aHM/wB3v8fW4muBbMm",
  "hujTIoGHRDjLgnJlGb1GSPnvh4IeMXJrlOeT7lbxt4DUy8Rb75tb8TuTf9nXAquq9UHPUpbhx524VfJX6bp64ac5PiQrm+PH",
  "NZqBiIp7zN1EhS1dR6L3oE/A73AWtIFg3ykxD+QOtkxsiyTBDte74no2vFBvh1Va2sBcFclqUcbtt+gYezvsT3BahyEnWigB",
  "/i0ora9nbSm6tNotUSc4MdJ5qILr5b+4G+7aoMo1R2GXETF6HkULoQG1luGpl91lV5ow+D3kZV4MQHWNHBGJkbPS3UCZ9AVo",
  "qQzE/dW2EVLquKj8+4BWUt9BKr1jUtgndAyu/gJpZSez5jhK+Jj8D9TKew9DaNg2hBpLDxjIWMytX1f0rMMplGQCGSFwmE0Y",
  "DYFwYQUA1ywE16w/aHONpNsqdLEQUzaO3pR0BvTPo7AptY+9oXtnK/3kvv0Ure4WxnOMK1fcSJjR5H4+t/ZE/IIU6a6HDS3S",
  "yYlLl4rokJsOYIGTYVhDb1Y8JIjDIT9JCwx2yDP2xR37gE80apYpj88fzDIV+JcgBuHBeeBcvm9CHvKp5qGs/SSgIix9HBud",
  "Lbs9g44a1Jtjl2nXnopCGJ4Nqg5fzBKZErm+kXKJmck4AYpisIf9RCkozyaMYjEDnEDby/d3Zsk32jNaKa3aWPwM23frly2M",
  "iArbdaWIubEFNQQs+Flq2E+5OWl6cNMeeEODx5PKCtMPiIXkvlJf5lAW2WjgpfPBrXR/Pze4qxBesN9UwmJdZuu01ptUSArD",
  "NghmFXphBu4KUjZPaJbQefCMkWNSyXweZ/oB9EUmW/+N/rK8yLaz3qJtWiOdjBd8koRpsOt3tNi5/AvDElT59b5cE69BC8YB",
  "zKy4isda+2mdmE1+cLpxl6AnSF+UU0Rt5Tis99/9eexknx/CSkanv9N2Wk9qmliMHug/Wo49PPgHVT+4Tzfp6ydjLSzLwCEO",
  "/STjX5jH4KarE7Vqy4zVvmiK8rX8n4owCb6sEbze7/yxRTNVz4NssAzIqI+xXXF6CJFSUAUZXXvx/l6ZuCpDQ+4dz+53/MHr",
  "cYppmjfbwyjoHS5JpLcRTeeynlLIIhwy8GIJdKFUD65KT4Gkn7NdZx7F/ObNWZFCpJSwKGmFSvJ17/HbN0io5OmRrX15CWv1",
  "+hIQamf9hsCfca/SFVqPUe8dBpwjcxNDX9NpHLhQhrtghw0SVenEREnNRBD/SyAwxDCHDjwkDsDNb1dc6tY2YgyRtWxfA/g1",
  "UP/3xfIsu9i5dp/hgl2CowAnPvUaVMbAWmmrw84TlMhP2LG5LuBM23Tfs3w+r9BBwKuREvkm9sV3Ykc195n7anoXgjaY/lj5",
  "iXmGFf/l2THbYLihLfOqVsqn3T5r8ze16bIdhWbw4tAdolRClHgdJv0uPvgt/xYygze2lmRVoUERuabeelUQ87P4ftGcWlCN",
  "LuD2HfrZnmiPqJ6pqoygJPyfKIK5sVOc0y9VkBFoqr9kMLd2FfocKOEVt3T5YkZ4a0KH5s9iFzSUdgMLHQWUOGYfvAHglEnH",
  "Vg9qKOjRneY6vb+egYxrlnwM82DoBmGIYNFzVzazydgXDzRp/NECkDJE4s+i6lV41uKARSIw+irybvp/Hz1XPULXFBPPBDWQ",
  "Y/Lx3GVAFRu0jjtdVr6WTmPRdy275DL0SVYE7Bhn55BzKLRS03GabHcoLg3mKGuyNQTI0pWh5DurgClYKf/fBBHZKs89fYJn",
  "z5vuyPkGZWyXw+atj6QaWHr8tPCxf+m4R6kKz8TZA5bDYnP9LyDoVvw89JyAVTjrCsmCLo9uSlCIc3O6CmE3lp2PmTvf1Lzq",
  "FXnzKZrjxx8az8iJlSEI5HhZmLwcPeZgVGKAOgX43Em37TVjIy359rMT7aKxKLKkUtbli/QSNnmCQGfG0VHxeJbs/EIymScp",
  "ZCqoCu9hZ01DN0yIdPVKFagvvXlk8rO28oBcpVI88ue/GV1GDwNeT8hxTPHEhM2bj/3jUjE1xaNLzCIUuUZ1kjJLp26+tvyw",
  "PCPo1F6SzhhcLtuuKPRC2AdnGygsgrkOg3Qd/ZDRsifIg5aUXOVP/HKI02M+iF5qwhoNOSMynI/1K1D8P06XW6fvT1Tw3uG0",
  "C/mZsLXCQtFGpuWp71XALncXm/Q8p3m1oZK+oW9hb2yP8f7P65Kvw2RDvGK11nAzci9uFP6c/SeSJm5xzCG49sMbujy3012e",
  "Hq+tGTAYcwwRmoKdbu+IqbJ+auB0EyzCiF1VlTnU7DITUK7VWplZmDwOxW3UqlWJ0EIrA4Zzk+ET4Z1V0szmJXjy7YpQKXmE",
  "RlpS/Cqf4Irsw3i1cnjJT+i4d2mzPQP7DNaJIBg6IuNALklB5BOcXMeUFLRJGHu7w5BhmdGRo+ImUm0+WlCWUoiQNetFNZXb",
  "Sv9owhoO9juc6OyIGld/cEm60S7tC4koAPuVLisi6f0gUQDvMe8zKQdEP0+paKmxKqguwqWbFxcVlHMgbXQ+PuXvNrkzlsoe",
  "v+HPjIDae+IoRQoUgt/Fp7wMFFOnOne9tlhZPTVEM2bPyzvQpPB2w2rjqKtQZsCZe84R1Kvtv/BT2ji1MxRuz8dE/wUsxFLG",
  "M8PHDVPvp5mtsXpseYHLI75y/VPs2ab6wu+CtEa1SY+IihOzKCjaTrpimI6vchAGQoXpp3whqwCyVzrlzplGL3Av2RVBe/bo",
  "vrRA7Q7LjKPz3Axx1p1kinBdnMMyy6ZUNFKzEyP3RkmKOsfew+UsbJeDFBW1RKT1WNzSRaKS3DNyNWGiSXRtCY5DTH+tPmAL",
  "WTusYbyiHel6k2RsLbkh8Fatkp3A2UEDSsc0/Vnr0SO2gCn8v7zHA4Riv09oazy2BDVN+dyQfkzicjShTQRIHYrxZ9D0ICDG",
  "uS7g5q7AIjmJqXHKhR5y+tO3qQyQ8afWZK6KPyPGIJddgk6M0aH+Jjj5oAipmhR4lxx5tDDVCuVESjWVdI74x10QLkVG/gDg",
  "ll0ewpm1GEMRyo1yaQ5msk2p1+S1sSztmVd8icVuLeDEE2FGrWd+WtAZGboqtJv7sLpVFjGtjXPrQXHSiCuAK2R4pfiISlVp",
  "Q+rSJcXvaK2K5TVcRgQCnL+uVGRCpBigysjxz++hGla2GnHhJbaxVRBGHOihZQ6JVQXq5lYPY31NK+cBpdo6uBWqG7Rl/zNa",
  "Vxxl1i1Hew5vyQU8nGbJZVSxV2j6F7jj1mDam4R1JdTK72bUXZbve83Ldek9mJCFfifFBtgOSJ2AahWcYnKxbgwSDQJF9qAV",
  "45V08LjepFc/2XspKUuDk9fwtfhJiGMWOlR8MWQY+Bpmr1bgdP22aTjObOfLiY1hSspp0h9MDivF33YEdo1tbYgiORcnFWi+",
  "ZSgIwMskTanqKDy/LYtlPTvbYjDO6N+aexqzH5L7BZv6EEeJN3t1BE9QduEIOp3IfZ/V61Tm0j8WhysEwMAIWCDZTzbVwryS",
  "uBATphxcRwxND1oratFZf9tCgEASXdFssvr8wDXxghHVTsIobt7E/gcfdT5ZrKDmr+mMizQMerEXZz1a3UEDx8CQLs4GAOaL",
  "CUNInKZTJhS1qzQJYIIxke9YPZjkOx9/W5mb3nyahV/gLG217FN0RGSEJYdUqdb8hvjHTbA5WKebNERKh7ga1aT6Kn11a9LA",
  "0JE6jBg+dSYxqp7U5EZ+OpP8qoByUZy/4tGTwwe0aA0m3cVISQmaUbljxe/9g12+K6+Yz+q81oTmZG7TK/6PIwOYRc5ZNCij",
  "mhHHqjqHZUiCn9/sfk0IZczbT9Scv5ikBGn1vm0RS0yE6r0qer357yTJbS3lVf5B6n43gMeAQxWLGDvgXEe1XqcVokJxD9hb",
  "bJvP2MS5zuHPMpcb5aEcIaoNhaZreJWNfCjihY3pvtm2IkLAGtJMRuqmMVWUZf5dvYibFVZmY74i4zePFkaOO9yEE0WyHGNM",
  "xTIiRul8gBH6ioT62j2ZY6E6V+2Lg/v3me5veviNxA2fshYMgkkp2elznVuZHdsf8EBj4FdEuu29cCML5KxUwRv2CrmaFAqb",
  "jvaUz50uCg6KcQ1jI8Lw+MsWX0mVMCSjetT6xMhazXEzEOJVLZ88H4vhMYUUbfSgJzFFTrLh95lmaVoQsIt7P2kK5SBISEO0",
  "rFvZgMncG1PgHWhe3Kx+sf7sDeqBj+CgCcrHjkws+d6OHJKLH3JMISnHW+ixP7wkynV9/CVFR70G8X4ULEeTd7tC0ggk17Jk",
  "d5zwAywev+JH5GU+6q2WUIDKEXQuaLoRl0qSTURm2sIWAQWSFITTAE54XgpPWkjKW9Or5fuG+WB6rKt+zeR06wUaOrc5ndOX",
  "Kwe8oIH/hNB/W0wYJNT7c0DHoYmxnz/AP8TUBkZ2nC+x90bVdh2G8wNkDTO2eMX9DnarUayw832BL5QeM261rdxIs7VW2rJo",
  "Wb1UDCJSk2zQzTfz5FdN/gFp5YelzX8EehLWev0855kn4+BQF/BSRagRrH9IdIBeBOPDdoZGb3rsuWgpHzh+BcI6K7OyRKVi",
  "sHTRHF9lY7EJjg9g2FD2i9RHrKzYOGC4POsA2yO/975ng9noGCu8HO2Gx+DK0atczPiQv7+NHxxys2YePQRiYf8HmMKU1NVN",
  "z4oVBG29uSpXb6I/GR0dWNpuuuzxW3WO8eEA9O/LxoYoic1U4fM/v5+4lqTCEEPE6BRw36dCy9x7t4x4CJF6DuwrzRNj9RqA",
  "g6geNQhb5M55vq05bvwxYgGSZS/mHI+ZH9o5TZwA1fDECJtv1zHTalEeJaYimXtHTdRkJNpSorJC52iIUiWjRW+deWBUyaSL",
  "dOuWgOLoD8fZ3VmOBh+Bg9/2oT0VHmP/aQQ1ZHEspsLZPFfQIEKW4ZbO+x7sL4El55Spl1Bx9RDuRhL5fuKOBUd+CSgCDxDM",
  "Wz7GBnhHY7DIrqAh/gbnMkS9lXCqVsqAcOm0i+gVxeM5JUXgvhhdxhkySjhNweGEx0U5pvfgSRZLV8sQHlm40ZV1lHwKfr1y",
  "vB4r+xYDJSmr85tP55Dz9hSPOkN6u/q5+01QW9lZ78OiElsDuS++xSDDguMURcv0aLAeyPKcv1dX4vSKMtkhwhL1vughh0dq",
  "w6QApXjO925pgVdRE0REnO54piJbs9ATOwL62XTFcHLtLIhoascor3+OK41b0FNgEZ0QOoYFOgv0X9o4ks7b5EN83TCBdvfe",
  "OUTl0cfu6qvOmR94YHJrDWhS92yflnP1zcYs2XEb90YUKZKbzIS03OocmAUOzzp1GwUZ4q9QoTm1CFfRAN+dXYSCte9LMgsf",
  "X/AEVOrwrv7X9r0Y7BPtsznMVGtNFxK40MaMLZHkMwKXDYlIjJS9i56VU7eAs8/VlvMZFaQERuaGuBYjRj6bRDZXHNvn/guN",
  "IARz2WJihqwC9c/kICfMtN+lc9ciqLJorvH/5EcCBGjgT4mQl0aIbeM+zHTMKWHfNCfDA5LFICVJ4LpvNQFr5hbvhu2xayUs",
  "hcIj62ZbpNk+H/t4ocDFVnEqnbw0egp7J9lghqhlspiBJKcdg8MYzYyyffWul3gIdeBkKFJXwvl+BTSdIAbvisgB8VdyYqMd",
  "JbHrAg61eEtkefXWes7IQv1IzSCCax0QH/ITpFrMrmdQpbmnFFYA9ruQOGp6aaMdIARt1hHQalipGRm2LcaDldCQ1Hwy36a4",
  "Z415oj49Vz55H+WfBJSwkVEEYvsFFaJkhE5s2LHBM8PZx7lAgl9+MLWR1w8yLzB1VZ3a/mWeXKcL4WHkJYP1p9GARkDSFHDy",
  "Gf85jvtFFB3zLgPUTwsLjGHra/Ff61Jg90q01wGO+2wTV6TXa7P++mAP9eswiPaB3DFim7xZ5dLoHRFNRcnI8tWnXc5uZ1k+",
  "6lcZ8GPAlgnnHybXn3gTzjUu2dsXX4h+DEMdznkzqxm9kgwvQk3ihkTCCLLuhVBzcarXqETHmzfLHnHrsNVDa39twgae2GbB",
  "M0nB7eyhUXXIbW0j2ADt8Z0LbUvkG0ymvEeEs3t1BYiCg6uqX8FgjVi1823YTRdbR/mKZ2ci/jj1c8A7lZhQ6bAr9fDxj/0h",
  "HuYwklVTBDr8JrOv3ZByWfc452bNyqaBzv9rSu+09hT9xQ9/B654p3LvY8u4LWtx15n3RtgRSIPkelYz836L/BmeT6cQOcjb",
  "eF/72MCIplSP4sYcLXezVu+HwCVr95K1OZC/knlE45dAXHBmIlT1pHzc5Z9NBOPZOdYSSNPlaalm4g7wKSBodC4R/euzAHI6",
  "7CquZNHc8cCJDstNEhN3Kc1nwxoU4EpKsjI1EpGE0rphOnZEeSwBSCcfrH+3zzyP33oCjlyO4LVn6r4PU5gOKNJPhGaM4ksZ",
  "3fEYS0WPZ84nooAsCbPtobn3O0oNlgj4t70aGWdYfmGrNYPUvzLFNbaGMZszRKHi9O/VNFkg2t7FrXvR7n4zl01C3zlgQYbR",
  "0T9L1xeI3Q5paiz9dTmfyHT9Y8z+bKSpFiKUWYGL5lAigwPMp2Tx6hefuMkIJMdXhphUP4JNo1AtpuxYaa+CSgseG+SurfJG",
  "7mYXTlzI03f34Dg/2onJPE1EMPlFggk+x4nK6BIvQ2U2dBUcTK8tH5hAUKmb7rkQ4DO62Rsh7nhtx+TRjHOmRXbm48Xn6ocJ",
  "Uj62vb3DVUE=",
].join('');
const nodeJwk = {"kty": "AKP", "alg": "SLH-DSA-SHAKE-128s", "pub": "6_0_ehyFr0tQgs1TJPdHXAGuGGNtPnT17lxQtZEI0o8", "priv": "wxihi9N6yIN31FuObdXQAzOa9dZFt0y0WqeP8MIbxpPr_T96HIWvS1CCzVMk90dcAa4YY20-dPXuXFC1kQjSjw"};
const msg = Buffer.from('minirt');
const ctx = Buffer.from('ctx');

{
  const priv = crypto.createPrivateKey(nodePrivate);
  const pub = crypto.createPublicKey(nodePublic);
  assert.strictEqual(priv.asymmetricKeyType, 'slh-dsa-shake-128s');
  assert.deepStrictEqual(priv.asymmetricKeyDetails, {});
  assert.ok(crypto.createPublicKey(priv).equals(pub));
  assert.strictEqual(priv.export({ type: 'pkcs8', format: 'pem' }), nodePrivate);
  assert.strictEqual(pub.export({ type: 'spki', format: 'pem' }), nodePublic);
  // The private key is 4n = 64 bytes; PKCS#8 holds it bare.
  assert.strictEqual(priv.export({ type: 'pkcs8', format: 'der' }).length, 84);

  const sig = Buffer.from(nodeSig, 'base64');
  const sigCtx = Buffer.from(nodeSigCtx, 'base64');
  assert.strictEqual(sig.length, 7856);
  assert.ok(crypto.verify(null, msg, pub, sig));
  assert.ok(crypto.verify(null, msg, { key: pub, context: ctx }, sigCtx));
  assert.ok(!crypto.verify(null, msg, pub, sigCtx));
  assert.ok(!crypto.verify(null, Buffer.from('minirT'), pub, sig));
  const flipped = Buffer.from(sig);
  flipped[100] ^= 1;
  assert.ok(!crypto.verify(null, msg, pub, flipped));
  assert.ok(!crypto.verify(null, msg, pub, sig.subarray(1)));


  // JWK: AKP with the whole private key as `priv`, and SLH-DSA's lower-case s/f suffix.
  assert.deepStrictEqual(priv.export({ format: 'jwk' }), nodeJwk);
  assert.strictEqual(nodeJwk.alg, 'SLH-DSA-SHAKE-128s');
  assert.ok(crypto.createPrivateKey({ key: nodeJwk, format: 'jwk' }).equals(priv));
  const { priv: _, ...publicJwk } = nodeJwk;
  assert.ok(crypto.createPublicKey({ key: publicJwk, format: 'jwk' }).equals(pub));
  assert.throws(() => crypto.createPrivateKey({ key: { ...nodeJwk, priv: 'AAAA' }, format: 'jwk' }),
                { code: 'ERR_CRYPTO_INVALID_JWK' });

  assert.throws(() => crypto.sign('sha256', msg, priv), { code: 'ERR_OSSL_INVALID_DIGEST' });
  assert.throws(() => crypto.sign(null, msg, { key: priv, context: Buffer.alloc(256) }),
                { code: 'ERR_OUT_OF_RANGE' });
  assert.throws(() => crypto.createSign('sha256').update(msg).sign(priv),
                { code: 'ERR_CRYPTO_UNSUPPORTED_OPERATION' });
}

// Parameter sets generate, sign and verify, with their lengths (two fast ones here: a debug
// build signs at a fraction of a release build's speed).
for (const [type, publicLength, sigLength] of [
  ['slh-dsa-sha2-128f', 32, 17088], ['slh-dsa-shake-128f', 32, 17088],
]) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync(type);
  assert.strictEqual(publicKey.asymmetricKeyType, type);
  const raw = publicKey.export({ format: 'jwk' }).pub;
  assert.strictEqual(Buffer.from(raw, 'base64url').length, publicLength);
  const sig = crypto.sign(null, msg, privateKey);
  assert.strictEqual(sig.length, sigLength);
  assert.ok(crypto.verify(null, msg, publicKey, sig));
  // Signing is hedged: a second signature differs and verifies too.
  const again = crypto.sign(null, msg, privateKey);
  assert.ok(!again.equals(sig));
  assert.ok(crypto.verify(null, msg, publicKey, again));
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  assert.ok(crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).equals(privateKey));
}

crypto.generateKeyPair('slh-dsa-shake-128f', { publicKeyEncoding: { type: 'spki', format: 'pem' } },
                       common.mustSucceed((publicKey, privateKey) => {
                         assert.match(publicKey, /^-----BEGIN PUBLIC KEY-----/);
                         assert.strictEqual(privateKey.type, 'private');
                       }));
