import "server-only";
import { z } from "zod";
import { PlanStatus, RecurrenceFrequency, VisitStatus } from "@/lib/generated/prisma/enums";
import type { Prisma, ServicePlan, Visit } from "@/lib/generated/prisma/client";
import { paymentDtoSchema, toPaymentDto, type PaymentColumns } from "@/lib/payments/dto";
import { instantSchema } from "@/lib/validations/common";
import { isoOf } from "./recurrence";

const partySchema = z.object({ id: z.string(), name: z.string() });

export const planDtoSchema = z
  .object({
    id: z.string(),
    job_id: z.string(),
    title: z.string(),
    status: z.enum(PlanStatus),
    frequency: z.enum(RecurrenceFrequency),
    weekday: z.number().int().nullable(),
    starts_on: z.iso.date(),
    ends_on: z.iso.date().nullable().meta({ description: "The last date a visit may fall on; null: until cancelled" }),
    price_per_visit: z.number(),
    time_zone: z.string().meta({ description: "The lawn's IANA time zone: visit dates are calendar dates there" }),
    paused_until: z.iso.date().nullable(),
    provider_ends_on: z.iso.date().nullable().meta({ description: "The provider's notice: their last date" }),
    next_visit_on: z.iso.date().nullable(),
    role: z.enum(["owner", "provider"]).meta({ description: "The caller's side of the plan" }),
    owner: partySchema,
    provider: partySchema,
    created_at: instantSchema,
  })
  .meta({ id: "ServicePlan" });

export const visitDtoSchema = z
  .object({
    id: z.string(),
    plan_id: z.string(),
    date: z.iso.date().meta({ description: "A calendar date in the lawn's time zone" }),
    status: z.enum(VisitStatus),
    rescheduled_from: z.iso.date().nullable().meta({ description: "The original date, when the visit was moved" }),
    rescheduled_by: z.enum(["owner", "provider"]).nullable(),
    started_at: instantSchema.nullable(),
    completed_at: instantSchema.nullable(),
    photos: z.array(z.string()),
    photo_thumbnails: z.array(z.string()),
    payment: paymentDtoSchema,
  })
  .meta({ id: "Visit" });

export type PlanDto = z.infer<typeof planDtoSchema>;
export type VisitDto = z.infer<typeof visitDtoSchema>;

export const planListSchema = z.object({ plans: z.array(planDtoSchema) });
export const planAnswerSchema = z.object({ plan: planDtoSchema });
export const visitListSchema = z.object({ visits: z.array(visitDtoSchema) });
export const visitAnswerSchema = z.object({ visit: visitDtoSchema });

export const planInclude = {
  job: { select: { title: true } },
  owner: { select: { fullName: true } },
  provider: { select: { fullName: true } },
} satisfies Prisma.ServicePlanInclude;

export type PlanWithParties = Prisma.ServicePlanGetPayload<{ include: typeof planInclude }>;

const dateOrNull = (date: Date | null) => (date ? isoOf(date) : null);

export function toPlanDto(plan: PlanWithParties, viewerId: string, nextVisitOn: Date | null): PlanDto {
  return {
    id: plan.id,
    job_id: plan.jobId,
    title: plan.job.title,
    status: plan.status,
    frequency: plan.frequency,
    weekday: plan.weekday,
    starts_on: isoOf(plan.startsOn),
    ends_on: dateOrNull(plan.endsOn),
    price_per_visit: Number(plan.pricePerVisit),
    time_zone: plan.timeZone,
    paused_until: dateOrNull(plan.pausedUntil),
    provider_ends_on: dateOrNull(plan.providerEndsOn),
    next_visit_on: dateOrNull(nextVisitOn),
    role: plan.ownerId === viewerId ? "owner" : "provider",
    owner: { id: plan.ownerId, name: plan.owner.fullName },
    provider: { id: plan.providerId, name: plan.provider.fullName },
    created_at: plan.createdAt.toISOString(),
  };
}

/** A visit, for its plan's parties (no one else reads one); `payment` once it is completed. */
export function toVisitDto(
  visit: Visit & { payment?: PaymentColumns | null },
  plan: Pick<ServicePlan, "ownerId" | "pricePerVisit">,
): VisitDto {
  const moved = visit.date.getTime() !== visit.originalDate.getTime();
  return {
    id: visit.id,
    plan_id: visit.planId,
    date: isoOf(visit.date),
    status: visit.status,
    rescheduled_from: moved ? isoOf(visit.originalDate) : null,
    rescheduled_by: visit.rescheduledById ? (visit.rescheduledById === plan.ownerId ? "owner" : "provider") : null,
    started_at: visit.startedAt?.toISOString() ?? null,
    completed_at: visit.completedAt?.toISOString() ?? null,
    photos: visit.photos,
    photo_thumbnails: visit.thumbnails.length === visit.photos.length ? visit.thumbnails : visit.photos,
    payment: toPaymentDto(visit.payment ?? null, plan.pricePerVisit),
  };
}
