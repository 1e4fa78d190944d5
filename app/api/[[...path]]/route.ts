import { AppError } from "@/lib/errors";
import { errorAnswerSchema, route } from "@/lib/http/route";

// An API path that names no route: a JSON 404 with the API's headers, rather than the HTML not-found page.
const notFound = route({ access: "public", response: errorAnswerSchema, status: 404 }, async () => {
  throw new AppError("not_found", "Not found");
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
