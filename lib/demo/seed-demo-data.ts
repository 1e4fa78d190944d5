import "server-only";
import type { PrismaClient, User } from "@/lib/generated/prisma/client";
import type { JobStatus, PriceType } from "@/lib/generated/prisma/enums";
import { hashPassword } from "@/lib/auth/password";
import { claimLapsesAt } from "@/lib/jobs/claims";
import { neededByDate } from "@/lib/jobs/needed-by";
import { reviewDeadline } from "@/lib/reviews/rules";
import { addDays, dateOf, isoOf, visitDates } from "@/lib/plans/recurrence";
import { completedOnTime, PLAN_RULES } from "@/lib/plans/status";
import { recordSettlement } from "@/lib/payments/ledger";
import { centsOf, feeCents } from "@/lib/payments/money";
import { paymentTerms } from "@/lib/payments/terms";
import { timeZoneAt, todayIn } from "@/lib/plans/zone";
import { backdateAccounts, seedNotifications } from "./seed-notifications";
import { demoPlaces, fullAddressOf, marketplacePlace, providerHomes, type DemoPlace } from "./places";

export const DEMO_PASSWORD = "lawnlink-demo";

export const demoHomeowners = [
  { email: "olivia@demo.lawnlink.test", fullName: "Olivia Bennett", phone: "(718) 555-0142", joinedDaysAgo: 410 },
  { email: "marcus@demo.lawnlink.test", fullName: "Marcus Reed", phone: "(917) 555-0188", joinedDaysAgo: 260 },
];

// The operator who runs the demo marketplace (/admin): a homeowner by role, with the operator flag beside it.
export const demoOperator = { email: "ops@demo.lawnlink.test", fullName: "Rosa Ops", phone: "(212) 555-0110" };

export const demoProviders = [
  {
    email: "diego@demo.lawnlink.test",
    // How long ago the account was opened: before any of its history, whatever else the seed adds.
    joinedDaysAgo: 540,
    fullName: "Diego Alvarez",
    phone: "(347) 555-0110",
    equipment: "Commercial zero-turn mower, string trimmers, backpack blower, edger",
    years: 11,
    radius: 25,
    bio: "Family-run crew serving Brooklyn and Queens since 2014. Clean edges, no clippings left behind.",
  },
  {
    email: "priya@demo.lawnlink.test",
    joinedDaysAgo: 300,
    fullName: "Priya Shah",
    phone: "(646) 555-0131",
    equipment: "Battery-powered mowers and trimmers (quiet mornings)",
    years: 3,
    radius: 10,
    bio: "Eco-friendly lawn care with electric equipment and organic fertilizer.",
  },
  {
    email: "tom@demo.lawnlink.test",
    joinedDaysAgo: 450,
    fullName: "Tom O'Brien",
    phone: "(718) 555-0167",
    equipment: "Walk-behind mowers, aerator, dethatcher, hedge trimmers",
    years: 6,
    radius: 15,
    bio: "Aeration, overseeding and seasonal clean-ups on Staten Island and in New Jersey.",
  },
  {
    email: "keisha@demo.lawnlink.test",
    joinedDaysAgo: 130,
    fullName: "Keisha Williams",
    phone: "(617) 555-0175",
    equipment: "Push mower, trimmer, blower",
    years: 1,
    radius: 5,
    bio: "Reliable weekly mowing for small yards in Somerville and Cambridge.",
  },
];

const titles = [
  "Front and back lawn mowing",
  "Weekly mowing for corner lot",
  "Overgrown backyard clean-up",
  "Edging and trimming along walkway",
  "Fall leaf removal",
  "Lawn aeration and overseeding",
  "Hedge trimming and mowing",
  "Small yard, biweekly mow",
  "Brownstone garden tidy-up",
  "Large lawn with slope",
  "Spring clean-up and first cut",
  "Mow, edge and blow",
];
const descriptions = [
  "Grass is about 4 inches tall. Gate code will be shared after booking. Please bag the clippings.",
  "Corner lot with a strip along the sidewalk. Looking for a clean edge along the driveway.",
  "Backyard has not been cut in a few weeks; some weeds along the fence line.",
  "Please trim around the flower beds carefully. Street parking available.",
  "Lots of oak leaves this year. Haul-away needed.",
  "Lawn is thin in the shady areas; would like core aeration and seed.",
];
const areas = [
  "0.25 acres",
  "1,800 sq ft",
  "0.5 acres",
  "2,400 sq ft",
  "900 sq ft",
  "0.75 acres",
  "3,000 sq ft",
  "1 acre",
];

const DAY = 24 * 60 * 60 * 1000;

/** Fills an empty database with the demo marketplace: the README lists the accounts (password DEMO_PASSWORD). */
export async function seedDemoData(
  db: PrismaClient,
  now = new Date(),
): Promise<{ users: number; jobs: number; bids: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const homeowners: User[] = [];
  for (const [index, h] of demoHomeowners.entries()) {
    const home = demoPlaces[index * 5];
    homeowners.push(
      await db.user.create({
        data: {
          email: h.email,
          passwordHash,
          fullName: h.fullName,
          phone: h.phone,
          role: "homeowner",
          bio: "Homeowner in New York.",
          lawnCarePreferences: "No mowing before 9 am, please.",
          addresses: {
            create: [addressData("Home", home, true), addressData("Office", demoPlaces[index * 5 + 1], false)],
          },
        },
        include: { addresses: true },
      }),
    );
  }
  const providers: User[] = [];
  for (const [index, p] of demoProviders.entries()) {
    providers.push(
      await db.user.create({
        data: {
          email: p.email,
          passwordHash,
          fullName: p.fullName,
          phone: p.phone,
          role: "provider",
          bio: p.bio,
          providerProfile: {
            create: {
              equipment: p.equipment,
              experienceYears: p.years,
              serviceRadius: p.radius,
              bio: p.bio,
              profileComplete: true,
            },
          },
          // Where 'Near me' searches from.
          addresses: { create: [addressData("Home", providerHomes[index], true)] },
        },
      }),
    );
  }

  let placeIndex = 0;
  let openCount = 0;
  let jobCount = 0;
  let bidCount = 0;
  // Open lawns spread over several metro areas; the providers' work stays around New York, where they live.
  const nextPlace = (status: JobStatus) =>
    status === "open" ? marketplacePlace(openCount++) : demoPlaces[placeIndex++ % demoPlaces.length];
  async function createJob(spec: {
    status: JobStatus;
    priceType: PriceType;
    price: number | null;
    createdDaysAgo: number;
    providerId?: string;
    completedAt?: Date;
    rating?: number;
    agreedPrice?: number;
    neededInDays?: number;
  }) {
    const place = nextPlace(spec.status);
    const owner = homeowners[jobCount % homeowners.length];
    const n = jobCount++;
    const createdAt = new Date(now.getTime() - spec.createdDaysAgo * DAY - n * 3_600_000);
    const assigned = spec.status !== "open" && spec.status !== "cancelled";
    // A claim still waiting to start was made within the last day, so it is not about to lapse.
    const claimedAt = !assigned
      ? null
      : spec.status === "claimed"
        ? new Date(now.getTime() - (6 + (n % 4) * 6) * 3_600_000)
        : new Date(createdAt.getTime() + DAY);
    const neededBy =
      spec.neededInDays === undefined
        ? null
        : neededByDate(new Date(now.getTime() + spec.neededInDays * DAY).toISOString().slice(0, 10));
    const job = await db.job.create({
      data: {
        ownerId: owner.id,
        providerId: assigned ? spec.providerId : null,
        title: titles[n % titles.length],
        description: descriptions[n % descriptions.length],
        status: spec.status,
        priceType: spec.priceType,
        priceEstimate: spec.price,
        agreedPrice: spec.agreedPrice ?? null,
        location: `${place.city}, ${place.state}`,
        fullAddress: fullAddressOf(place),
        street: place.street,
        streetNumber: place.number,
        city: place.city,
        state: place.state,
        postalCode: place.zip,
        country: "US",
        latitude: place.lat,
        longitude: place.lng,
        area: areas[n % areas.length],
        photos: [`/demo/lawn-${(n % 6) + 1}.svg`],
        createdAt,
        claimedAt,
        neededBy,
        claimLapsesAt: spec.status === "claimed" && claimedAt ? claimLapsesAt(claimedAt, neededBy) : null,
        startedAt: spec.status === "in_progress" || spec.status === "completed" ? claimedAt : null,
        completedAt: spec.status === "completed" ? (spec.completedAt ?? new Date(createdAt.getTime() + 3 * DAY)) : null,
        cancelledAt: spec.status === "cancelled" ? new Date(createdAt.getTime() + DAY) : null,
      },
    });
    if (spec.rating && spec.providerId) {
      await db.review.create({
        data: {
          jobId: job.id,
          authorId: owner.id,
          subjectId: spec.providerId,
          rating: spec.rating,
          createdAt: job.completedAt ?? now,
        },
      });
    }
    return job;
  }
  async function bid(
    jobId: string,
    providerIndex: number,
    amount: number,
    etaDays: number,
    status: "open" | "accepted" | "expired" | "retracted" = "open",
    message?: string,
  ) {
    bidCount++;
    return db.bid.create({
      data: { jobId, providerId: providers[providerIndex].id, amount, etaDays, status, message },
    });
  }

  // Open jobs: the marketplace a visitor browses.
  const fixedPrices = [45, 60, 75, 55, 90, 120, 40, 65];
  // Every other posting has a date it is needed by (the rest are 'Flexible').
  const neededIn = [3, undefined, 10, undefined, 1, 21, undefined, 6];
  for (const [i, price] of fixedPrices.entries()) {
    await createJob({
      status: "open",
      priceType: "fixed",
      price: i === 6 ? null : price,
      createdDaysAgo: i,
      neededInDays: neededIn[i],
    });
  }
  const auctionStarts = [80, 150, null, 60, 200, 95];
  for (const [i, price] of auctionStarts.entries()) {
    const job = await createJob({
      status: "open",
      priceType: "auction",
      price,
      createdDaysAgo: i + 1,
      neededInDays: i % 2 === 0 ? 7 + i * 4 : undefined,
    });
    const base = price ?? 100;
    for (let b = 0; b < 2 + (i % 3); b++) {
      await bid(
        job.id,
        b,
        base + 5 * (b + 1) - (b === 1 ? 12.5 : 0),
        b,
        b === 2 && i % 2 === 0 ? "retracted" : "open",
        b === 0 ? "Can start this week, includes haul-away." : undefined,
      );
    }
  }

  // Work in progress: claimed (fixed claims and accepted auctions) and started jobs.
  await createJob({ status: "claimed", priceType: "fixed", price: 70, createdDaysAgo: 5, providerId: providers[0].id });
  await createJob({ status: "claimed", priceType: "fixed", price: 50, createdDaysAgo: 6, providerId: providers[1].id });
  for (const [i, winner] of [0, 2].entries()) {
    const job = await createJob({
      status: "claimed",
      priceType: "auction",
      price: 100,
      createdDaysAgo: 7 + i,
      providerId: providers[winner].id,
      agreedPrice: 95 + winner * 10,
    });
    for (let p = 0; p < 3; p++) await bid(job.id, p, 95 + p * 10, 2, p === winner ? "accepted" : "expired");
  }
  await createJob({
    status: "in_progress",
    priceType: "fixed",
    price: 85,
    createdDaysAgo: 8,
    providerId: providers[0].id,
  });
  await createJob({
    status: "in_progress",
    priceType: "fixed",
    price: 65,
    createdDaysAgo: 9,
    providerId: providers[2].id,
  });
  await createJob({
    status: "in_progress",
    priceType: "fixed",
    price: 110,
    createdDaysAgo: 10,
    providerId: providers[1].id,
  });

  // Diego's history: 18 completed jobs worth 2,850.75 in all, 1,240.25 of it this month, rated 4.8 on average.
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const thisMonth = [180.25, 175, 160, 190, 150, 210, 175];
  const earlier = [140.5, 160, 125, 150, 135, 170, 145, 130, 155, 150, 150];
  // Fifteen homeowners' ratings (12 fives, 3 fours: 4.8); the three most recent jobs are left for the reviews block below.
  const ratings = [5, 5, 5, 5, undefined, undefined, undefined, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4];
  const span = Math.max(now.getTime() - monthStart.getTime(), 60_000);
  for (const [i, price] of [...thisMonth, ...earlier].entries()) {
    const completedAt =
      i < thisMonth.length
        ? new Date(monthStart.getTime() + (span * (i + 0.5)) / (thisMonth.length + 1))
        : new Date(monthStart.getTime() - (i - thisMonth.length + 1) * 7 * DAY);
    await createJob({
      status: "completed",
      priceType: "fixed",
      price,
      createdDaysAgo: Math.ceil((now.getTime() - completedAt.getTime()) / DAY) + 3,
      providerId: providers[0].id,
      completedAt,
      rating: ratings[i],
    });
  }
  // Finished this morning: its homeowner has yet to confirm it or open a dispute.
  await createJob({
    status: "completed",
    priceType: "fixed",
    price: 95,
    createdDaysAgo: 20,
    providerId: providers[2].id,
    completedAt: new Date(now.getTime() - 6 * 3_600_000),
    rating: 5,
  });
  await createJob({
    status: "completed",
    priceType: "fixed",
    price: 70,
    createdDaysAgo: 25,
    providerId: providers[1].id,
    rating: 4,
  });
  await createJob({ status: "cancelled", priceType: "fixed", price: 55, createdDaysAgo: 12 });
  await createJob({ status: "cancelled", priceType: "auction", price: null, createdDaysAgo: 14 });
  await seedReviewsBothWays(db, now, providers);
  await seedEndedClaims(db, now, providers);
  await seedPlans(db, now, homeowners, providers);
  await seedPayments(db, now);
  // Olivia keeps Diego as a favourite: his profile offers her 'Book Directly'.
  await db.favourite.create({ data: { ownerId: homeowners[0].id, providerId: providers[0].id } });
  await seedNotifications(db, now, homeowners, providers);
  await db.user.create({
    data: {
      ...demoOperator,
      passwordHash,
      role: "homeowner",
      operator: true,
      notifyEmail: false,
      notifySms: false,
      createdAt: new Date(now.getTime() - 500 * DAY),
    },
  });
  await backdateAccounts(db, now, [
    ...homeowners.map((user, i) => ({ user, joinedDaysAgo: demoHomeowners[i].joinedDaysAgo })),
    ...providers.map((user, i) => ({ user, joinedDaysAgo: demoProviders[i].joinedDaysAgo })),
  ]);

  return { users: homeowners.length + providers.length + 1, jobs: jobCount, bids: bidCount };
}

/**
 * Two active service plans started five weeks ago: Olivia's weekly mowing with Tom (Fridays) and Marcus's mowing
 * every two weeks with Priya (Tuesdays), each with its past visits done (one skipped) and the next eight weeks laid out.
 * Not Diego's: his earnings are the spec's figures (SPEC §2), which count no visits.
 */
async function seedPlans(db: PrismaClient, now: Date, homeowners: User[], providers: User[]) {
  const today = isoOf(now);
  const specs = [
    { owner: homeowners[0], provider: providers[2], frequency: "weekly" as const, weekday: 5, price: 45, place: 0 },
    { owner: homeowners[1], provider: providers[1], frequency: "biweekly" as const, weekday: 2, price: 60, place: 5 },
  ];
  for (const spec of specs) {
    const place = demoPlaces[spec.place];
    const startsOn = addDays(today, -35);
    const hiredAt = new Date(dateOf(startsOn).getTime() - 2 * DAY);
    const job = await db.job.create({
      data: {
        ownerId: spec.owner.id,
        providerId: spec.provider.id,
        title: spec.frequency === "weekly" ? "Weekly mowing, front and back" : "Lawn mowing every two weeks",
        description: "Mow, trim the edges and blow the paths clear.",
        status: "in_progress",
        priceType: "fixed",
        priceEstimate: spec.price,
        location: `${place.city}, ${place.state}`,
        fullAddress: fullAddressOf(place),
        street: place.street,
        streetNumber: place.number,
        city: place.city,
        state: place.state,
        postalCode: place.zip,
        latitude: place.lat,
        longitude: place.lng,
        createdAt: new Date(hiredAt.getTime() - DAY),
        claimedAt: hiredAt,
        startedAt: hiredAt,
        recurrenceFrequency: spec.frequency,
        recurrenceStartsOn: dateOf(startsOn),
        recurrenceWeekday: spec.weekday,
      },
    });
    const through = addDays(today, PLAN_RULES.horizonDays);
    const plan = await db.servicePlan.create({
      data: {
        jobId: job.id,
        ownerId: spec.owner.id,
        providerId: spec.provider.id,
        frequency: spec.frequency,
        startsOn: dateOf(startsOn),
        weekday: spec.weekday,
        pricePerVisit: spec.price,
        timeZone: timeZoneAt(place.lat, place.lng),
        generatedThrough: dateOf(through),
        createdAt: hiredAt,
      },
    });
    const dates = visitDates({ frequency: spec.frequency, startsOn, weekday: spec.weekday }, startsOn, through);
    const visits = dates.map((date, index) => {
      const past = date < today;
      const done = new Date(dateOf(date).getTime() + 15 * 3_600_000);
      return {
        planId: plan.id,
        date: dateOf(date),
        originalDate: dateOf(date),
        status: !past ? ("scheduled" as const) : index === 1 ? ("skipped" as const) : ("completed" as const),
        ...(past && index !== 1 ? { startedAt: new Date(done.getTime() - 3_600_000), completedAt: done } : {}),
      };
    });
    await db.visit.createMany({ data: visits });
    // The provider's standing counts them, as completing each would have.
    const completed = visits.filter((visit) => visit.completedAt !== undefined);
    const onTime = completed.filter((visit) =>
      completedOnTime(isoOf(visit.date), todayIn(plan.timeZone, visit.completedAt!)),
    );
    await db.user.update({
      where: { id: spec.provider.id },
      data: { visitsCompleted: { increment: completed.length }, visitsOnTime: { increment: onTime.length } },
    });
  }
}

const reviewComments = {
  owner: [
    "Showed up when promised and left the edges razor sharp.",
    "Great job on an overgrown yard. Bagged everything.",
    "Friendly, fast and careful around the flower beds.",
    "Good work overall; missed a strip by the fence but came back to fix it.",
  ],
  provider: [
    "Clear instructions and the gate was open as promised. Pleasure to work for.",
    "Easy to reach and paid promptly.",
    "Lawn was exactly as described. Would gladly come back.",
  ],
};

/**
 * The payments of the completed work, as direct payment would have left them: work completed within the confirmation
 * window awaits its homeowner; of the rest, the three most recent are confirmed and due (to be marked paid), and the
 * older ones paid a day after confirmation and received, with their ledger rows.
 */
async function seedPayments(db: PrismaClient, now: Date) {
  const terms = paymentTerms();
  const jobs = await db.job.findMany({
    where: { status: "completed", recurrenceFrequency: null, providerId: { not: null } },
  });
  const visits = await db.visit.findMany({ where: { status: "completed" }, include: { plan: true } });
  const work = [
    ...jobs.map((job) => ({
      subject: { jobId: job.id },
      ownerId: job.ownerId,
      providerId: job.providerId!,
      price: job.agreedPrice ?? job.priceEstimate!,
      completedAt: job.completedAt!,
    })),
    ...visits.map((visit) => ({
      subject: { visitId: visit.id },
      ownerId: visit.plan.ownerId,
      providerId: visit.plan.providerId,
      price: visit.plan.pricePerVisit,
      completedAt: visit.completedAt!,
    })),
  ].sort((a, b) => b.completedAt.getTime() - a.completedAt.getTime());
  let due = 0;
  for (const { subject, ownerId, providerId, price, completedAt } of work) {
    const amountCents = centsOf(price);
    const confirmBy = new Date(completedAt.getTime() + terms.confirmationWindowHours * 3_600_000);
    const status = confirmBy > now ? "awaiting_confirmation" : due++ < 3 ? "due" : "paid";
    const paidAt = status === "paid" ? new Date(confirmBy.getTime() + DAY) : null;
    const payment = await db.payment.create({
      data: {
        ...subject,
        ownerId,
        providerId,
        method: "direct",
        status,
        amountCents,
        feeCents: feeCents(amountCents, terms.feePercent),
        confirmBy,
        confirmedAt: status === "awaiting_confirmation" ? null : confirmBy,
        paidAt,
        receivedAt: paidAt,
        createdAt: completedAt,
      },
    });
    if (paidAt) await recordSettlement(db, payment, paidAt, { receipt: false });
  }
}

/**
 * Reviews both ways, consistent with the history: Diego answers each homeowner who rated him and rates the owners
 * of his older jobs; of his three most recent jobs, one has the homeowner's review waiting for Diego's, one has
 * Diego's waiting for the homeowner's (both hidden by the double-blind rule), and one awaits both. Then every
 * review is published as the rule would have by now, and the rating aggregates are set from them.
 */
async function seedReviewsBothWays(db: PrismaClient, now: Date, providers: User[]) {
  const [diego, , tom] = providers;
  const completed = await db.job.findMany({
    where: { status: "completed" },
    include: { reviews: true },
    orderBy: { completedAt: "desc" },
  });
  const diegoJobs = completed.filter((job) => job.providerId === diego.id);
  const [awaitingDiego, awaitingOwner] = diegoJobs;
  const after = (job: (typeof completed)[number], hours: number) =>
    new Date(Math.min(job.completedAt!.getTime() + hours * 3_600_000, now.getTime()));
  const review = (job: (typeof completed)[number], author: "owner" | "provider", rating: number, comment: string) =>
    db.review.create({
      data: {
        jobId: job.id,
        authorId: author === "owner" ? job.ownerId : job.providerId!,
        subjectId: author === "owner" ? job.providerId! : job.ownerId,
        rating,
        comment,
        createdAt: after(job, author === "owner" ? 20 : 30),
      },
    });
  await review(awaitingDiego, "owner", 5, reviewComments.owner[0]);
  await review(awaitingOwner, "provider", 5, reviewComments.provider[0]);
  for (const [i, job] of diegoJobs.slice(3).entries()) {
    for (const [j, owners] of job.reviews.entries())
      await db.review.update({ where: { id: owners.id }, data: { comment: reviewComments.owner[(i + j) % 4] } });
    await review(job, "provider", i % 4 === 3 ? 4 : 5, reviewComments.provider[i % 3]);
  }
  const tomsJob = completed.find((job) => job.providerId === tom.id);
  if (tomsJob) await review(tomsJob, "provider", 4, reviewComments.provider[1]);

  // Published as the double-blind rule would have: a pair once both are in, a lone review when its window ended.
  const reviews = await db.review.findMany({ include: { job: { select: { completedAt: true } } } });
  for (const r of reviews) {
    const pair = reviews.filter((other) => other.jobId === r.jobId);
    const deadline = reviewDeadline(r.job.completedAt!);
    const publishedAt =
      pair.length === 2
        ? new Date(Math.max(...pair.map((p) => p.createdAt.getTime())))
        : deadline <= now
          ? deadline
          : null;
    await db.review.update({ where: { id: r.id }, data: { publishedAt } });
  }
  const sums = await db.review.groupBy({
    by: ["subjectId"],
    where: { publishedAt: { not: null } },
    _count: true,
    _sum: { rating: true },
  });
  for (const sum of sums)
    await db.user.update({
      where: { id: sum.subjectId },
      data: { reviewCount: sum._count, ratingTotal: sum._sum.rating ?? 0 },
    });
}

/**
 * Claims that ended without the work, seen on open jobs by both sides: Tom let one fixed-price claim lapse and Priya
 * released another; on one auction Priya's accepted bid lapsed, and the bids its acceptance had expired are open again.
 */
async function seedEndedClaims(db: PrismaClient, now: Date, providers: User[]) {
  const [, priya, tom] = providers;
  const [lapsedFixed, releasedFixed] = await db.job.findMany({
    where: { status: "open", priceType: "fixed", priceEstimate: { not: null } },
    orderBy: { createdAt: "asc" },
    take: 2,
  });
  await db.jobEvent.create({
    data: {
      jobId: lapsedFixed.id,
      providerId: tom.id,
      kind: "lapsed",
      createdAt: new Date(now.getTime() - 30 * 3_600_000),
    },
  });
  await db.jobEvent.create({
    data: {
      jobId: releasedFixed.id,
      providerId: priya.id,
      kind: "released",
      createdAt: new Date(now.getTime() - 50 * 3_600_000),
    },
  });
  const auction = await db.job.findFirstOrThrow({
    where: { status: "open", priceType: "auction", bids: { some: { providerId: priya.id, status: "open" } } },
    orderBy: { createdAt: "asc" },
  });
  await db.bid.updateMany({ where: { jobId: auction.id, providerId: priya.id }, data: { status: "lapsed" } });
  await db.jobEvent.create({
    data: {
      jobId: auction.id,
      providerId: priya.id,
      kind: "lapsed",
      createdAt: new Date(now.getTime() - 20 * 3_600_000),
    },
  });
}

function addressData(label: string, place: DemoPlace, isDefault: boolean) {
  return {
    label,
    isDefault,
    fullAddress: fullAddressOf(place),
    street: place.street,
    streetNumber: place.number,
    city: place.city,
    state: place.state,
    postalCode: place.zip,
    country: "US",
    latitude: place.lat,
    longitude: place.lng,
  };
}
