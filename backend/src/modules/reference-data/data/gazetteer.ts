import { RatingArea } from './rating-areas';

/**
 * The built-in Irish gazetteer: the 26 counties, all 139 Eircode routing keys with their post town,
 * county and rating area, and the main towns and suburbs served by each key.
 */
export const COUNTIES = [
  'Carlow',
  'Cavan',
  'Clare',
  'Cork',
  'Donegal',
  'Dublin',
  'Galway',
  'Kerry',
  'Kildare',
  'Kilkenny',
  'Laois',
  'Leitrim',
  'Limerick',
  'Longford',
  'Louth',
  'Mayo',
  'Meath',
  'Monaghan',
  'Offaly',
  'Roscommon',
  'Sligo',
  'Tipperary',
  'Waterford',
  'Westmeath',
  'Wexford',
  'Wicklow',
] as const;
export type County = (typeof COUNTIES)[number];

export interface RoutingKey {
  key: string;
  postTown: string;
  county: County;
  area: RatingArea;
}

/** A town, village or suburb and the routing key whose post town serves it. */
export interface Place {
  name: string;
  county: County;
  routingKey: string;
}

/** A locality in another county than its routing key's post town (routing areas cross borders). */
type Locality = string | readonly [name: string, county: County];
type KeyRow = readonly [
  key: string,
  postTown: string,
  county: County,
  area: RatingArea,
  localities?: Locality[],
];

const DUBLIN_CITY = 'Dublin City';
const DUBLIN_COUNTY = 'Dublin County';
const CORK_CITY = 'Cork City';
const OTHER_CITY = 'Other City';
const COMMUTER = 'Commuter Belt';
const URBAN = 'Urban Other';
const RURAL = 'Rural';

const ROWS: readonly KeyRow[] = [
  ['D01', 'Dublin 1', 'Dublin', DUBLIN_CITY, ['North Wall', 'Summerhill']],
  ['D02', 'Dublin 2', 'Dublin', DUBLIN_CITY, ['Temple Bar', 'Grand Canal Dock']],
  ['D03', 'Dublin 3', 'Dublin', DUBLIN_CITY, ['Clontarf', 'Fairview', 'Marino', 'East Wall']],
  ['D04', 'Dublin 4', 'Dublin', DUBLIN_CITY, ['Ballsbridge', 'Donnybrook', 'Sandymount', 'Ringsend']],
  ['D05', 'Dublin 5', 'Dublin', DUBLIN_CITY, ['Raheny', 'Artane', 'Kilbarrack', 'Harmonstown']],
  ['D06', 'Dublin 6', 'Dublin', DUBLIN_CITY, ['Rathmines', 'Ranelagh', 'Rathgar', 'Milltown']],
  ['D6W', 'Dublin 6W', 'Dublin', DUBLIN_CITY, ['Terenure', 'Templeogue', "Harold's Cross", 'Kimmage']],
  ['D07', 'Dublin 7', 'Dublin', DUBLIN_CITY, ['Cabra', 'Phibsborough', 'Stoneybatter', 'Smithfield']],
  ['D08', 'Dublin 8', 'Dublin', DUBLIN_CITY, ['Inchicore', 'Kilmainham', 'Rialto', 'The Liberties']],
  ['D09', 'Dublin 9', 'Dublin', DUBLIN_CITY, ['Drumcondra', 'Glasnevin', 'Santry', 'Whitehall', 'Beaumont']],
  ['D10', 'Dublin 10', 'Dublin', DUBLIN_CITY, ['Ballyfermot', 'Cherry Orchard']],
  ['D11', 'Dublin 11', 'Dublin', DUBLIN_CITY, ['Finglas', 'Ballymun']],
  ['D12', 'Dublin 12', 'Dublin', DUBLIN_CITY, ['Crumlin', 'Walkinstown', 'Drimnagh']],
  ['D13', 'Dublin 13', 'Dublin', DUBLIN_CITY, ['Howth', 'Sutton', 'Baldoyle', 'Donaghmede', 'Portmarnock']],
  ['D14', 'Dublin 14', 'Dublin', DUBLIN_CITY, ['Rathfarnham', 'Churchtown', 'Dundrum']],
  ['D15', 'Dublin 15', 'Dublin', DUBLIN_CITY, ['Blanchardstown', 'Castleknock', 'Clonsilla', 'Mulhuddart']],
  ['D16', 'Dublin 16', 'Dublin', DUBLIN_CITY, ['Ballinteer', 'Knocklyon', 'Ballyboden']],
  ['D17', 'Dublin 17', 'Dublin', DUBLIN_CITY, ['Coolock', 'Darndale', 'Priorswood']],
  [
    'D18',
    'Dublin 18',
    'Dublin',
    DUBLIN_CITY,
    ['Foxrock', 'Cabinteely', 'Sandyford', 'Leopardstown', 'Shankill'],
  ],
  ['D20', 'Dublin 20', 'Dublin', DUBLIN_CITY, ['Palmerstown', 'Chapelizod']],
  ['D22', 'Dublin 22', 'Dublin', DUBLIN_CITY, ['Clondalkin', 'Neilstown']],
  ['D24', 'Dublin 24', 'Dublin', DUBLIN_CITY, ['Tallaght', 'Firhouse', 'Citywest', 'Jobstown']],
  ['A94', 'Blackrock', 'Dublin', DUBLIN_COUNTY, ['Stillorgan', 'Booterstown', 'Monkstown', 'Mount Merrion']],
  ['A96', 'Glenageary', 'Dublin', DUBLIN_COUNTY, ['Dún Laoghaire', 'Dalkey', 'Killiney', 'Sallynoggin']],
  ['K78', 'Lucan', 'Dublin', DUBLIN_COUNTY, ['Adamstown']],
  ['K67', 'Swords', 'Dublin', DUBLIN_COUNTY, ['Kinsealy', 'Dublin Airport']],
  ['K36', 'Malahide', 'Dublin', DUBLIN_COUNTY],
  ['K34', 'Skerries', 'Dublin', DUBLIN_COUNTY],
  ['K56', 'Rush', 'Dublin', DUBLIN_COUNTY],
  ['K45', 'Lusk', 'Dublin', DUBLIN_COUNTY],
  ['K32', 'Balbriggan', 'Dublin', DUBLIN_COUNTY],
  ['A41', 'Ballyboughal', 'Dublin', DUBLIN_COUNTY],
  ['A42', 'Garristown', 'Dublin', DUBLIN_COUNTY],
  ['A45', 'Oldtown', 'Dublin', DUBLIN_COUNTY],

  ['A63', 'Greystones', 'Wicklow', COMMUTER, ['Delgany', 'Kilcoole', 'Newtownmountkennedy']],
  ['A67', 'Wicklow', 'Wicklow', COMMUTER, ['Rathnew', 'Ashford', 'Rathdrum']],
  ['A98', 'Bray', 'Wicklow', COMMUTER, ['Enniskerry', 'Kilmacanogue']],
  ['Y14', 'Arklow', 'Wicklow', URBAN, ['Aughrim', 'Avoca']],

  ['C15', 'Navan', 'Meath', COMMUTER, ['Trim', 'Slane', 'Johnstown']],
  [
    'A82',
    'Kells',
    'Meath',
    RURAL,
    ['Athboy', 'Oldcastle', ['Virginia', 'Cavan'], ['Bailieborough', 'Cavan']],
  ],
  ['A83', 'Enfield', 'Meath', COMMUTER, ['Summerhill', 'Longwood']],
  ['A84', 'Ashbourne', 'Meath', COMMUTER, ['Kilbride']],
  ['A85', 'Dunboyne', 'Meath', COMMUTER, ['Ratoath', 'Clonee']],
  ['A86', 'Dunshaughlin', 'Meath', COMMUTER, ['Batterstown', 'Kilmessan']],

  ['A91', 'Dundalk', 'Louth', URBAN, ['Blackrock', 'Carlingford']],
  [
    'A92',
    'Drogheda',
    'Louth',
    URBAN,
    ['Ardee', 'Termonfeckin', ['Laytown', 'Meath'], ['Bettystown', 'Meath'], ['Duleek', 'Meath']],
  ],

  [
    'W91',
    'Naas',
    'Kildare',
    COMMUTER,
    ['Sallins', 'Clane', 'Kill', 'Prosperous', ['Blessington', 'Wicklow']],
  ],
  ['W12', 'Newbridge', 'Kildare', COMMUTER, ['Kilcullen', 'Caragh']],
  ['W23', 'Celbridge', 'Kildare', COMMUTER, ['Maynooth', 'Leixlip', 'Kilcock', 'Straffan']],
  ['W34', 'Monasterevin', 'Kildare', COMMUTER],
  ['R51', 'Kildare', 'Kildare', COMMUTER, ['Rathangan']],
  ['R56', 'Curragh', 'Kildare', RURAL],
  ['R14', 'Athy', 'Kildare', URBAN, ['Castledermot', 'Ballitore']],

  [
    'R32',
    'Portlaoise',
    'Laois',
    URBAN,
    ['Mountmellick', 'Abbeyleix', 'Mountrath', 'Stradbally', 'Portarlington'],
  ],
  ['R35', 'Tullamore', 'Offaly', URBAN, ['Clara', ['Kilbeggan', 'Westmeath']]],
  ['R42', 'Birr', 'Offaly', RURAL, ['Banagher', 'Ferbane']],
  ['R45', 'Edenderry', 'Offaly', RURAL, ['Rhode']],
  ['R93', 'Carlow', 'Carlow', URBAN, ['Tullow', 'Leighlinbridge']],
  ['R21', 'Muine Bheag', 'Carlow', RURAL, ['Bagenalstown', 'Borris']],
  ['R95', 'Kilkenny', 'Kilkenny', URBAN, ['Callan', 'Thomastown', 'Castlecomer', 'Graiguenamanagh']],

  ['Y35', 'Wexford', 'Wexford', URBAN, ['Rosslare', 'Kilmore Quay']],
  ['Y21', 'Enniscorthy', 'Wexford', URBAN, ['Ferns', 'Bunclody']],
  ['Y25', 'Gorey', 'Wexford', URBAN, ['Courtown', 'Ballycanew']],
  ['Y34', 'New Ross', 'Wexford', RURAL, ['Campile']],

  ['X91', 'Waterford', 'Waterford', OTHER_CITY, ['Tramore', 'Dunmore East', ['Ferrybank', 'Kilkenny']]],
  ['X35', 'Dungarvan', 'Waterford', URBAN, ['Lismore', 'Cappoquin', 'Ardmore']],
  ['X42', 'Kilmacthomas', 'Waterford', RURAL, ['Bonmahon']],

  ['E91', 'Clonmel', 'Tipperary', URBAN, ['Ardfinnan', 'Fethard']],
  ['E21', 'Cahir', 'Tipperary', RURAL, ['Ballyporeen']],
  ['E25', 'Cashel', 'Tipperary', RURAL, ['Golden']],
  ['E32', 'Carrick-on-Suir', 'Tipperary', RURAL, [['Piltown', 'Kilkenny']]],
  ['E34', 'Tipperary', 'Tipperary', RURAL, ['Bansha']],
  ['E41', 'Thurles', 'Tipperary', URBAN, ['Templemore', 'Holycross']],
  ['E45', 'Nenagh', 'Tipperary', URBAN, ['Borrisokane', 'Newport']],
  ['E53', 'Roscrea', 'Tipperary', RURAL],

  ['T12', 'Cork', 'Cork', CORK_CITY, ['Douglas', 'Bishopstown', 'Togher', 'Ballinlough', 'Passage West']],
  ['T23', 'Cork', 'Cork', CORK_CITY, ['Blackpool', 'Blarney', 'Mayfield', 'Montenotte']],
  ['T34', 'Carrignavar', 'Cork', COMMUTER, ['Whitechurch']],
  ['T45', 'Glanmire', 'Cork', COMMUTER, ['Little Island']],
  ['T56', 'Watergrasshill', 'Cork', RURAL],
  ['P31', 'Ballincollig', 'Cork', COMMUTER, ['Ovens']],
  ['P43', 'Carrigaline', 'Cork', COMMUTER, ['Crosshaven', 'Ringaskiddy']],
  ['P24', 'Cobh', 'Cork', COMMUTER],
  ['P25', 'Midleton', 'Cork', COMMUTER, ['Carrigtwohill', 'Ballycotton']],
  ['P51', 'Mallow', 'Cork', URBAN, ['Buttevant']],
  ['P12', 'Macroom', 'Cork', RURAL, ['Ballyvourney']],
  ['P14', 'Crookstown', 'Cork', RURAL],
  ['P17', 'Kinsale', 'Cork', RURAL],
  ['P32', 'Donoughmore', 'Cork', RURAL, ['Rylane']],
  ['P36', 'Youghal', 'Cork', RURAL],
  ['P47', 'Dunmanway', 'Cork', RURAL],
  ['P56', 'Charleville', 'Cork', RURAL],
  ['P61', 'Fermoy', 'Cork', RURAL, ['Rathcormac']],
  ['P67', 'Mitchelstown', 'Cork', RURAL],
  ['P72', 'Bandon', 'Cork', RURAL, ['Innishannon']],
  ['P75', 'Bantry', 'Cork', RURAL, ['Glengarriff']],
  ['P81', 'Skibbereen', 'Cork', RURAL, ['Baltimore', 'Schull']],
  ['P85', 'Clonakilty', 'Cork', RURAL, ['Rosscarbery']],

  ['V92', 'Tralee', 'Kerry', URBAN, ['Castleisland', 'Ballyheigue', 'Dingle']],
  ['V93', 'Killarney', 'Kerry', URBAN, ['Kenmare', 'Killorglin']],
  ['V23', 'Caherciveen', 'Kerry', RURAL, ['Waterville', 'Portmagee']],
  ['V31', 'Listowel', 'Kerry', RURAL, ['Ballybunion']],

  [
    'V94',
    'Limerick',
    'Limerick',
    OTHER_CITY,
    ['Castletroy', 'Dooradoyle', 'Raheen', 'Annacotty', 'Caherdavin'],
  ],
  ['V35', 'Kilmallock', 'Limerick', RURAL, ['Bruff']],
  ['V42', 'Newcastle West', 'Limerick', RURAL, ['Abbeyfeale', 'Rathkeale']],

  ['V95', 'Ennis', 'Clare', URBAN, ['Ennistymon', 'Lahinch']],
  ['V14', 'Shannon', 'Clare', URBAN, ['Sixmilebridge', 'Newmarket-on-Fergus']],
  ['V15', 'Kilrush', 'Clare', RURAL, ['Kilkee']],

  ['H91', 'Galway', 'Galway', OTHER_CITY, ['Salthill', 'Knocknacarra', 'Oranmore', 'Moycullen', 'Barna']],
  ['H53', 'Ballinasloe', 'Galway', URBAN],
  ['H54', 'Tuam', 'Galway', URBAN, ['Headford']],
  ['H62', 'Loughrea', 'Galway', RURAL, ['Gort', 'Portumna']],
  ['H65', 'Athenry', 'Galway', RURAL, ['Craughwell']],
  ['H71', 'Clifden', 'Galway', RURAL, ['Roundstone', 'Letterfrack']],

  ['F23', 'Castlebar', 'Mayo', URBAN, ['Balla']],
  ['F26', 'Ballina', 'Mayo', URBAN, ['Crossmolina', 'Killala']],
  ['F28', 'Westport', 'Mayo', URBAN, ['Louisburgh', 'Achill']],
  ['F12', 'Claremorris', 'Mayo', RURAL, ['Knock', 'Kiltimagh']],
  ['F31', 'Ballinrobe', 'Mayo', RURAL, ['Cong']],
  ['F35', 'Ballyhaunis', 'Mayo', RURAL],

  [
    'F91',
    'Sligo',
    'Sligo',
    URBAN,
    [
      'Strandhill',
      'Rosses Point',
      ['Manorhamilton', 'Leitrim'],
      ['Dromahair', 'Leitrim'],
      ['Kinlough', 'Leitrim'],
    ],
  ],
  ['F56', 'Ballymote', 'Sligo', RURAL, ['Tubbercurry']],
  ['F42', 'Roscommon', 'Roscommon', RURAL, ['Strokestown', 'Athleague']],
  ['F45', 'Castlerea', 'Roscommon', RURAL, ['Ballaghaderreen']],
  ['F52', 'Boyle', 'Roscommon', RURAL, ['Keadue']],
  ['N41', 'Carrick-on-Shannon', 'Leitrim', RURAL, ['Drumshanbo', 'Mohill', 'Ballinamore']],
  ['N39', 'Longford', 'Longford', URBAN, ['Granard', 'Edgeworthstown', 'Ballymahon', 'Lanesborough']],
  ['N91', 'Mullingar', 'Westmeath', URBAN, ['Castlepollard', 'Kinnegad', 'Delvin']],
  ['N37', 'Athlone', 'Westmeath', URBAN, ['Moate', ['Monksland', 'Roscommon']]],

  ['H12', 'Cavan', 'Cavan', URBAN, ['Ballyjamesduff', 'Killeshandra', 'Ballinagh']],
  ['H14', 'Belturbet', 'Cavan', RURAL],
  ['H16', 'Cootehill', 'Cavan', RURAL, ['Shercock']],
  ['H18', 'Monaghan', 'Monaghan', URBAN, ['Emyvale', 'Ballybay']],
  ['H23', 'Clones', 'Monaghan', RURAL, ['Scotshouse']],
  ['A75', 'Castleblayney', 'Monaghan', RURAL],
  ['A81', 'Carrickmacross', 'Monaghan', RURAL, ['Inniskeen']],

  ['F92', 'Letterkenny', 'Donegal', URBAN, ['Ramelton', 'Milford', 'Buncrana', 'Dungloe']],
  ['F93', 'Lifford', 'Donegal', RURAL, ['Ballybofey', 'Stranorlar', 'Raphoe']],
  ['F94', 'Donegal', 'Donegal', RURAL, ['Ballyshannon', 'Bundoran', 'Killybegs']],
];

export const ROUTING_KEYS: readonly RoutingKey[] = ROWS.map(([key, postTown, county, area]) => ({
  key,
  postTown,
  county,
  area,
}));

/** Every post town and locality, post towns first so that they lead any list of suggestions. */
export const PLACES: readonly Place[] = [
  ...ROWS.map(([key, postTown, county]) => ({ name: postTown, county, routingKey: key })),
  ...ROWS.flatMap(([key, , county, , localities = []]) =>
    localities.map((locality) =>
      typeof locality === 'string'
        ? { name: locality, county, routingKey: key }
        : { name: locality[0], county: locality[1], routingKey: key },
    ),
  ),
];
