import { json, route } from "@/lib/http/route";
import { bookAgain } from "@/lib/jobs/book-again";
import { jobAnswerSchema, toJobDto } from "@/lib/jobs/dto";
import { bookAgainSchema } from "@/lib/jobs/schemas";
import { idParams } from "@/lib/validations/common";

export const POST = route(
  {
    access: "homeowner",
    params: idParams,
    body: bookAgainSchema,
    rateLimit: "postLawn",
    response: jobAnswerSchema,
    status: 201,
    summary: "Book the provider of a completed job again: a request only they see, 48 hours to answer",
  },
  async ({ params, user, body }) => {
    const job = await bookAgain({ jobId: params.id, ownerId: user.id, date: body.date });
    return json({ job: toJobDto(job, user) }, 201);
  },
);
