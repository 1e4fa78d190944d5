// Real streets with approximate coordinates and their real ZIP codes: around New York (SPEC §9's default map centre
// 40.7128, -74.006), and in four other metro areas further down.
import "server-only";
export type DemoPlace = {
  number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
};

export const demoPlaces: DemoPlace[] = [
  {
    number: "142",
    street: "Prospect Park West",
    city: "Brooklyn",
    state: "NY",
    zip: "11215",
    lat: 40.6672,
    lng: -73.9751,
  },
  { number: "88", street: "Rugby Road", city: "Brooklyn", state: "NY", zip: "11226", lat: 40.6401, lng: -73.9668 },
  { number: "315", street: "Argyle Road", city: "Brooklyn", state: "NY", zip: "11218", lat: 40.6398, lng: -73.9688 },
  {
    number: "1204",
    street: "Albemarle Road",
    city: "Brooklyn",
    state: "NY",
    zip: "11218",
    lat: 40.6441,
    lng: -73.9712,
  },
  {
    number: "27",
    street: "Marlborough Road",
    city: "Brooklyn",
    state: "NY",
    zip: "11226",
    lat: 40.6425,
    lng: -73.9627,
  },
  { number: "450", street: "Ocean Parkway", city: "Brooklyn", state: "NY", zip: "11218", lat: 40.6376, lng: -73.9731 },
  {
    number: "71",
    street: "Bay Ridge Parkway",
    city: "Brooklyn",
    state: "NY",
    zip: "11209",
    lat: 40.6333,
    lng: -74.0298,
  },
  { number: "8220", street: "Shore Road", city: "Brooklyn", state: "NY", zip: "11209", lat: 40.6262, lng: -74.0381 },
  {
    number: "2134",
    street: "East 28th Street",
    city: "Brooklyn",
    state: "NY",
    zip: "11229",
    lat: 40.5995,
    lng: -73.9458,
  },
  { number: "19", street: "Clinton Avenue", city: "Brooklyn", state: "NY", zip: "11205", lat: 40.6958, lng: -73.9682 },
  {
    number: "35-20",
    street: "79th Street",
    city: "Jackson Heights",
    state: "NY",
    zip: "11372",
    lat: 40.7503,
    lng: -73.8862,
  },
  {
    number: "112-14",
    street: "Ascan Avenue",
    city: "Forest Hills",
    state: "NY",
    zip: "11375",
    lat: 40.7147,
    lng: -73.8419,
  },
  {
    number: "25",
    street: "Slocum Crescent",
    city: "Forest Hills",
    state: "NY",
    zip: "11375",
    lat: 40.7163,
    lng: -73.8445,
  },
  {
    number: "149-32",
    street: "Willets Point Boulevard",
    city: "Whitestone",
    state: "NY",
    zip: "11357",
    lat: 40.7869,
    lng: -73.8158,
  },
  {
    number: "42-15",
    street: "Douglaston Parkway",
    city: "Douglaston",
    state: "NY",
    zip: "11363",
    lat: 40.7642,
    lng: -73.7446,
  },
  {
    number: "86-02",
    street: "Forest Parkway",
    city: "Woodhaven",
    state: "NY",
    zip: "11421",
    lat: 40.6942,
    lng: -73.8622,
  },
  { number: "212-40", street: "42nd Avenue", city: "Bayside", state: "NY", zip: "11361", lat: 40.7634, lng: -73.7728 },
  {
    number: "60-11",
    street: "Booth Street",
    city: "Rego Park",
    state: "NY",
    zip: "11374",
    lat: 40.7302,
    lng: -73.8597,
  },
  { number: "4601", street: "Fieldston Road", city: "Bronx", state: "NY", zip: "10471", lat: 40.8935, lng: -73.9044 },
  { number: "5030", street: "Goodridge Avenue", city: "Bronx", state: "NY", zip: "10471", lat: 40.9006, lng: -73.9084 },
  {
    number: "3016",
    street: "Country Club Road",
    city: "Bronx",
    state: "NY",
    zip: "10465",
    lat: 40.8414,
    lng: -73.8192,
  },
  { number: "241", street: "Ellsworth Avenue", city: "Bronx", state: "NY", zip: "10465", lat: 40.8233, lng: -73.8221 },
  {
    number: "118",
    street: "Todt Hill Road",
    city: "Staten Island",
    state: "NY",
    zip: "10314",
    lat: 40.6081,
    lng: -74.104,
  },
  {
    number: "55",
    street: "Howard Avenue",
    city: "Staten Island",
    state: "NY",
    zip: "10301",
    lat: 40.6285,
    lng: -74.0907,
  },
  {
    number: "730",
    street: "Richmond Road",
    city: "Staten Island",
    state: "NY",
    zip: "10304",
    lat: 40.6069,
    lng: -74.0935,
  },
  {
    number: "16",
    street: "Emerson Drive",
    city: "Staten Island",
    state: "NY",
    zip: "10304",
    lat: 40.6101,
    lng: -74.0961,
  },
  {
    number: "402",
    street: "Seguine Avenue",
    city: "Staten Island",
    state: "NY",
    zip: "10309",
    lat: 40.5136,
    lng: -74.1978,
  },
  {
    number: "94",
    street: "Bard Avenue",
    city: "Staten Island",
    state: "NY",
    zip: "10310",
    lat: 40.6327,
    lng: -74.1053,
  },
  { number: "1010", street: "Hudson Street", city: "Hoboken", state: "NJ", zip: "07030", lat: 40.7489, lng: -74.027 },
  { number: "309", street: "Garden Street", city: "Hoboken", state: "NJ", zip: "07030", lat: 40.7423, lng: -74.0313 },
  {
    number: "72",
    street: "Kensington Avenue",
    city: "Jersey City",
    state: "NJ",
    zip: "07304",
    lat: 40.7196,
    lng: -74.0745,
  },
  {
    number: "245",
    street: "Harrison Avenue",
    city: "Jersey City",
    state: "NJ",
    zip: "07304",
    lat: 40.7213,
    lng: -74.0772,
  },
  { number: "18", street: "Glenwood Avenue", city: "Leonia", state: "NJ", zip: "07605", lat: 40.8638, lng: -73.9881 },
  {
    number: "150",
    street: "Palisade Avenue",
    city: "Cliffside Park",
    state: "NJ",
    zip: "07010",
    lat: 40.8215,
    lng: -73.9879,
  },
  { number: "27", street: "Park Avenue", city: "Rutherford", state: "NJ", zip: "07070", lat: 40.8265, lng: -74.1071 },
  {
    number: "311",
    street: "Riverside Drive",
    city: "New York",
    state: "NY",
    zip: "10025",
    lat: 40.8005,
    lng: -73.9706,
  },
  { number: "5", street: "Sylvan Terrace", city: "New York", state: "NY", zip: "10032", lat: 40.8342, lng: -73.9394 },
  { number: "20", street: "Grove Street", city: "New York", state: "NY", zip: "10014", lat: 40.733, lng: -74.0043 },
  { number: "4", street: "Pomander Walk", city: "New York", state: "NY", zip: "10025", lat: 40.794, lng: -73.9736 },
  { number: "61", street: "Fieldston Terrace", city: "Bronx", state: "NY", zip: "10471", lat: 40.8889, lng: -73.9038 },
  {
    number: "147",
    street: "Westminster Road",
    city: "Brooklyn",
    state: "NY",
    zip: "11218",
    lat: 40.6413,
    lng: -73.9676,
  },
  { number: "33", street: "Grace Court", city: "Brooklyn", state: "NY", zip: "11201", lat: 40.6946, lng: -73.9967 },
  { number: "9", street: "Tompkins Place", city: "Brooklyn", state: "NY", zip: "11231", lat: 40.6851, lng: -73.9962 },
  {
    number: "68-14",
    street: "Groton Street",
    city: "Forest Hills",
    state: "NY",
    zip: "11375",
    lat: 40.7236,
    lng: -73.8456,
  },
];

export function fullAddressOf(place: DemoPlace): string {
  return `${place.number} ${place.street}, ${place.city}, ${place.state} ${place.zip}, USA`;
}

// Lawns in other metro areas, so that a search near a place visibly narrows the marketplace.
const philadelphia: DemoPlace[] = [
  {
    number: "2016",
    street: "Delancey Place",
    city: "Philadelphia",
    state: "PA",
    zip: "19103",
    lat: 39.9474,
    lng: -75.1747,
  },
  {
    number: "300",
    street: "West Mount Pleasant Avenue",
    city: "Philadelphia",
    state: "PA",
    zip: "19119",
    lat: 40.0566,
    lng: -75.1955,
  },
  {
    number: "8000",
    street: "Crefeld Street",
    city: "Philadelphia",
    state: "PA",
    zip: "19118",
    lat: 40.0748,
    lng: -75.216,
  },
  {
    number: "215",
    street: "Haverford Avenue",
    city: "Narberth",
    state: "PA",
    zip: "19072",
    lat: 40.0085,
    lng: -75.2618,
  },
  {
    number: "121",
    street: "Kings Highway East",
    city: "Haddonfield",
    state: "NJ",
    zip: "08033",
    lat: 39.897,
    lng: -75.031,
  },
];
const boston: DemoPlace[] = [
  { number: "32", street: "Highland Avenue", city: "Somerville", state: "MA", zip: "02143", lat: 42.387, lng: -71.096 },
  { number: "88", street: "Brattle Street", city: "Cambridge", state: "MA", zip: "02138", lat: 42.3765, lng: -71.126 },
  {
    number: "25",
    street: "Moss Hill Road",
    city: "Jamaica Plain",
    state: "MA",
    zip: "02130",
    lat: 42.309,
    lng: -71.122,
  },
  { number: "60", street: "Walnut Park", city: "Newton", state: "MA", zip: "02458", lat: 42.355, lng: -71.188 },
  { number: "9", street: "Orchard Street", city: "Medford", state: "MA", zip: "02155", lat: 42.418, lng: -71.106 },
];
const austin: DemoPlace[] = [
  { number: "1805", street: "Enfield Road", city: "Austin", state: "TX", zip: "78703", lat: 30.285, lng: -97.76 },
  {
    number: "1101",
    street: "Travis Heights Boulevard",
    city: "Austin",
    state: "TX",
    zip: "78704",
    lat: 30.2475,
    lng: -97.7405,
  },
  { number: "4105", street: "Avenue G", city: "Austin", state: "TX", zip: "78751", lat: 30.305, lng: -97.728 },
  {
    number: "210",
    street: "West Main Street",
    city: "Round Rock",
    state: "TX",
    zip: "78664",
    lat: 30.509,
    lng: -97.68,
  },
];
const chicago: DemoPlace[] = [
  {
    number: "2100",
    street: "North Magnolia Avenue",
    city: "Chicago",
    state: "IL",
    zip: "60614",
    lat: 41.92,
    lng: -87.66,
  },
  {
    number: "5540",
    street: "South Kimbark Avenue",
    city: "Chicago",
    state: "IL",
    zip: "60637",
    lat: 41.794,
    lng: -87.595,
  },
  { number: "1020", street: "Forest Avenue", city: "Evanston", state: "IL", zip: "60202", lat: 42.036, lng: -87.682 },
  {
    number: "400",
    street: "North Kenilworth Avenue",
    city: "Oak Park",
    state: "IL",
    zip: "60302",
    lat: 41.892,
    lng: -87.796,
  },
];
const otherMetros = [philadelphia, boston, austin, chicago];

/** Every demo place, for checks. */
export const allDemoPlaces: DemoPlace[] = [...demoPlaces, ...otherMetros.flat()];

/** Where the n-th open lawn is: around New York every other time, in the other metro areas in turn between. */
export function marketplacePlace(n: number): DemoPlace {
  if (n % 2 === 0) return demoPlaces[(n / 2) % demoPlaces.length];
  const turn = (n - 1) / 2;
  const metro = otherMetros[turn % otherMetros.length];
  return metro[Math.floor(turn / otherMetros.length) % metro.length];
}

/** Where the demo providers work from (their default address). */
export const providerHomes: DemoPlace[] = [demoPlaces[9], demoPlaces[35], demoPlaces[23], boston[0]];
