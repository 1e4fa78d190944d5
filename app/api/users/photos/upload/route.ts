import { json, route } from "@/lib/http/route";
import { photoDtoSchema, toPhotoDto } from "@/lib/photos/dto";
import { readPhotoUpload } from "@/lib/http/read-upload";
import { uploadPhoto } from "@/lib/photos/upload-photo";

// Multipart, not JSON: the body is read (size-capped) by readPhotoUpload rather than by route()'s body schema.
export const POST = route(
  {
    access: "user",
    rateLimit: "uploadPhoto",
    response: photoDtoSchema,
    status: 201,
    summary: "Upload a photo (multipart/form-data: file, type, caption)",
  },
  async ({ request, user }) => {
    const upload = await readPhotoUpload(request);
    return json(toPhotoDto(await uploadPhoto({ userId: user.id, ...upload })), 201);
  },
);
