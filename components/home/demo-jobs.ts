// The three hard-coded cards of the home page (SPEC §2, §3 'Demo job card'). One module, so real jobs can replace it.

export type DemoJob = {
  id: string;
  title: string;
  description: string;
  location: string;
  /** Dollars: the fixed price, or the starting bid of an auction. */
  price: number;
  priceType: "fixed" | "auction";
  /** ISO date (YYYY-MM-DD). */
  deadline: string;
  area: string;
  photos: string[];
  owner: { name: string; rating: number };
  /** Number of bids so far. */
  bids: number;
  status: "open";
};

export const demoJobs: DemoJob[] = [
  {
    id: "demo-1",
    title: "Front Yard Mowing & Edging",
    description: "Mow, edge along the driveway and sidewalk, and blow off clippings. Gate code provided after booking.",
    location: "Austin, TX",
    price: 65,
    priceType: "fixed",
    deadline: "2026-12-05",
    area: "0.25 acres",
    photos: ["/images/demo/front-yard.svg"],
    owner: { name: "Sarah Johnson", rating: 4.9 },
    bids: 0,
    status: "open",
  },
  {
    id: "demo-2",
    title: "Backyard Cleanup & Leaf Removal",
    description: "Rake and bag leaves, trim overgrown hedges along the fence, and haul away yard waste.",
    location: "Portland, OR",
    price: 120,
    priceType: "auction",
    deadline: "2026-12-12",
    area: "0.5 acres",
    photos: ["/images/demo/backyard.svg"],
    owner: { name: "Michael Chen", rating: 4.7 },
    bids: 5,
    status: "open",
  },
  {
    id: "demo-3",
    title: "Weekly Lawn Maintenance",
    description: "Weekly mowing and trimming for a small corner lot through the end of the season.",
    location: "Denver, CO",
    price: 45,
    priceType: "auction",
    deadline: "2026-12-20",
    area: "3,000 sq ft",
    photos: ["/images/demo/corner-lot.svg"],
    owner: { name: "Emily Davis", rating: 4.8 },
    bids: 1,
    status: "open",
  },
];
