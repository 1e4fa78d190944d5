import fs from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/api/uploads/[...key]/route";
import { DELETE, GET } from "@/app/api/users/photos/route";
import { POST as upload } from "@/app/api/users/photos/upload/route";
import { db } from "@/lib/db/client";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MEGAPIXELS,
  MAX_PHOTO_SIDE,
  PHOTO_CAPS,
  THUMBNAIL_SIDE,
  type PhotoType,
} from "@/lib/photos/limits";
import { LOCAL_UPLOADS_PATH, localUploadsRoot, type PhotoStorage } from "@/lib/photos/storage";
import { uploadPhoto } from "@/lib/photos/upload-photo";
import { call, expectRefusal } from "../support/http";
import { createUser } from "../support/users";

type PhotoDto = {
  id: string;
  url: string;
  thumbnail_url: string;
  type: string;
  caption: string | null;
  is_primary: boolean;
};

const solid = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#3a7d44" } });

// A photo as a phone takes it: rotated by an EXIF orientation tag, with the camera and the GPS position of the home.
const gpsExif = {
  IFD0: { Make: "LawnCam", Model: "Backyard 1" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 42/1 46/1", GPSLongitudeRef: "W", GPSLongitude: "74/1 0/1 21/1" },
};
const jpegWithGps = () => solid().jpeg().withMetadata({ orientation: 6 }).withExifMerge(gpsExif).toBuffer();
const smallJpeg = () => solid(8, 8).jpeg().toBuffer();

function form(file: { bytes: Uint8Array; name?: string; mime?: string } | null, fields: Record<string, string> = {}) {
  const data = new FormData();
  if (file)
    data.append(
      "photo",
      new File([new Uint8Array(file.bytes)], file.name ?? "photo.jpg", { type: file.mime ?? "image/jpeg" }),
    );
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const send = (token: string | undefined, data: FormData) =>
  call<PhotoDto>(upload, { path: "/api/users/photos/upload", token, rawBody: data });
const uploadJpeg = async (token: string, fields: Record<string, string> = { type: "profile" }) =>
  send(token, form({ bytes: await smallJpeg() }, fields));
const list = async (token: string) =>
  (await call<PhotoDto[]>(GET, { method: "GET", path: "/api/users/photos", token })).body;
const remove = (token: string | undefined, id: string) =>
  call(DELETE, { method: "DELETE", path: `/api/users/photos?id=${id}`, token });

/** Fetches a stored photo through the app's serving route, as a browser would from the photo's URL. */
async function fetchStored(url: string) {
  const key = url.slice(LOCAL_UPLOADS_PATH.length + 1).split("/");
  return serveUpload(new Request(`http://localhost${url}`), { params: Promise.resolve({ key }) });
}

const filesOf = async (userId: string) => fs.readdir(path.join(localUploadsRoot(), userId)).catch(() => [] as string[]);

async function seedPhotos(userId: string, type: PhotoType, count: number) {
  await db.photo.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      type,
      url: `/seeded/${type}-${i}.jpg`,
      storageKey: `seeded/${type}-${i}.jpg`,
      contentType: "image/jpeg",
      isPrimary: type === "profile" && i === 0,
    })),
  });
}

describe("POST /api/users/photos/upload", () => {
  it("stores the photo and answers 201 with it; the first profile photo is primary", async () => {
    const user = await createUser();
    const res = await send(
      user.token,
      form({ bytes: await smallJpeg() }, { type: "profile", caption: " Me and the mower " }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: expect.stringMatching(new RegExp(`^${LOCAL_UPLOADS_PATH}/${user.id}/[0-9a-f-]+\\.jpeg$`)),
      thumbnail_url: res.body.url.replace(/\.jpeg$/, "-thumb.jpeg"),
      type: "profile",
      caption: "Me and the mower",
      is_primary: true,
    });
    const served = await fetchStored(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe("jpeg");
    expect(await list(user.token)).toEqual([res.body]);
  });

  it("strips EXIF, including the GPS position, and keeps the orientation", async () => {
    const user = await createUser();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes("LawnCam")).toBe(true);
    const res = await send(user.token, form({ bytes: original }, { type: "property" }));
    expect(res.status).toBe(201);
    const stored = await sharp(Buffer.from(await (await fetchStored(res.body.url)).arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Orientation 6 turned the 40x20 pixels upright: 20x40.
    expect([stored.width, stored.height]).toEqual([20, 40]);
  });

  it.each([
    ["PNG", () => solid().png().withExif(gpsExif).toBuffer(), "image/png"],
    ["WebP", () => solid().webp().withExif(gpsExif).toBuffer(), "image/webp"],
  ])("strips EXIF from a %s and keeps its format", async (_format, make, contentType) => {
    const user = await createUser();
    const original = await make();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await send(
      user.token,
      form({ bytes: original, name: "x.bin", mime: "application/octet-stream" }, { type: "property" }),
    );
    expect(res.status).toBe(201);
    const served = await fetchStored(res.body.url);
    expect(served.headers.get("content-type")).toBe(contentType);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("accepts an animated GIF and keeps its frames", async () => {
    const user = await createUser();
    const frames = Buffer.concat([Buffer.alloc(10 * 10 * 4, 255), Buffer.alloc(10 * 10 * 4, 90)]);
    const gif = await sharp(frames, { raw: { width: 10, height: 20, channels: 4, pageHeight: 10 } })
      .gif()
      .toBuffer();
    const res = await send(user.token, form({ bytes: gif, name: "mow.gif", mime: "image/gif" }, { type: "property" }));
    expect(res.status).toBe(201);
    const served = await fetchStored(res.body.url);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).pages).toBe(2);
  });

  it("refuses a non-image named .jpg with 400, whatever type it declares", async () => {
    const user = await createUser();
    const res = await send(
      user.token,
      form(
        { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), name: "lawn.jpg", mime: "image/jpeg" },
        { type: "profile" },
      ),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_type_unsupported" });
    expect(await list(user.token)).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it("refuses a file that starts like a JPEG but is not one with 400", async () => {
    const user = await createUser();
    const res = await send(
      user.token,
      form({ bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]) }, { type: "profile" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_unreadable" });
  });

  it("refuses a file over 10 MB with 413", async () => {
    const user = await createUser();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(await smallJpeg());
    const res = await send(user.token, form({ bytes: big }, { type: "property" }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_too_large" });
  });

  it("refuses a declared body over the limit without reading it", async () => {
    const user = await createUser();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://localhost/api/users/photos/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: {
        authorization: `Bearer ${user.token}`,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
    } as RequestInit);
    const res = await upload(request);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading an undeclared body once it passes the limit", async () => {
    const user = await createUser();
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/api/users/photos/upload", {
      method: "POST",
      body,
      duplex: "half",
      headers: { authorization: `Bearer ${user.token}`, "content-type": "multipart/form-data; boundary=x" },
    } as RequestInit);
    const res = await upload(request);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.any(String), code: "photo_too_large" });
    expect(sent).toBeLessThan(MAX_PHOTO_BYTES + 2 * 1024 * 1024);
  });

  it.each([
    ["no file", async () => form(null, { type: "profile" })],
    [
      "a file under another name",
      async () => {
        const data = form(null, { type: "profile" });
        data.append("image", new File([await smallJpeg()], "a.jpg"));
        return data;
      },
    ],
    [
      "two files",
      async () => {
        const data = form({ bytes: await smallJpeg() }, { type: "profile" });
        data.append("photo", new File([await smallJpeg()], "b.jpg"));
        return data;
      },
    ],
    ["no type", async () => form({ bytes: await smallJpeg() })],
    ["an unknown type", async () => form({ bytes: await smallJpeg() }, { type: "avatar" })],
    [
      "is_primary that is not true or false",
      async () => form({ bytes: await smallJpeg() }, { type: "profile", is_primary: "yes" }),
    ],
    [
      "a 100,000-character caption",
      async () => form({ bytes: await smallJpeg() }, { type: "profile", caption: "x".repeat(100_000) }),
    ],
  ])("answers 400 with { error } for %s", async (_case, make) => {
    const user = await createUser();
    const res = await send(user.token, await make());
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
    expect(await list(user.token)).toEqual([]);
  });

  it.each([
    ["a JSON body", { body: { type: "profile" } }],
    [
      "a malformed multipart body",
      { rawBody: "--x\r\ngarbage", headers: { "content-type": "multipart/form-data; boundary=x" } },
    ],
  ])("answers 400 for %s", async (_case, options) => {
    const user = await createUser();
    const res = await call(upload, { path: "/api/users/photos/upload", token: user.token, ...options });
    expect(res.status).toBe(400);
    expectRefusal(400, res.body);
  });

  it("answers 401 to an anonymous caller", async () => {
    const res = await send(undefined, form({ bytes: await smallJpeg() }, { type: "profile" }));
    expect(res.status).toBe(401);
  });
});

describe("primary profile photo", () => {
  it("keeps the first profile photo primary until another is uploaded with is_primary=true", async () => {
    const user = await createUser();
    const first = (await uploadJpeg(user.token)).body;
    const second = (await uploadJpeg(user.token)).body;
    expect([first.is_primary, second.is_primary]).toEqual([true, false]);
    const third = (await uploadJpeg(user.token, { type: "profile", is_primary: "true" })).body;
    expect(third.is_primary).toBe(true);
    const photos = await list(user.token);
    expect(photos.filter((p) => p.is_primary).map((p) => p.id)).toEqual([third.id]);
    expect(photos[0].id).toBe(third.id);
  });

  it("never makes a property photo primary, even when asked", async () => {
    const user = await createUser();
    const res = await uploadJpeg(user.token, { type: "property", is_primary: "true" });
    expect(res.status).toBe(201);
    expect(res.body.is_primary).toBe(false);
    const profile = (await uploadJpeg(user.token)).body;
    expect(profile.is_primary).toBe(true);
  });

  it("promotes the newest remaining profile photo when the primary is deleted", async () => {
    const user = await createUser();
    const primary = (await uploadJpeg(user.token)).body;
    const older = (await uploadJpeg(user.token)).body;
    const newer = (await uploadJpeg(user.token)).body;
    await uploadJpeg(user.token, { type: "property" });
    expect((await remove(user.token, primary.id)).status).toBe(200);
    const photos = await list(user.token);
    expect(photos.filter((p) => p.is_primary).map((p) => p.id)).toEqual([newer.id]);
    expect(photos.map((p) => p.id)).toContain(older.id);
  });

  it("keeps the primary when another photo is deleted", async () => {
    const user = await createUser();
    const primary = (await uploadJpeg(user.token)).body;
    const other = (await uploadJpeg(user.token)).body;
    await remove(user.token, other.id);
    expect((await list(user.token)).map((p) => [p.id, p.is_primary])).toEqual([[primary.id, true]]);
  });
});

describe("primary profile photo, concurrently", () => {
  it("leaves exactly one primary when several uploads ask to be primary at once", async () => {
    const user = await createUser();
    await uploadJpeg(user.token);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => uploadJpeg(user.token, { type: "profile", is_primary: "true" })),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await db.photo.count({ where: { userId: user.id, isPrimary: true } })).toBe(1);
  });
});

describe("photo caps", () => {
  it.each([
    ["profile", 5],
    ["property", 15],
  ] as const)("refuses a %s photo past %i with 409", async (type, cap) => {
    expect(PHOTO_CAPS[type]).toBe(cap);
    const user = await createUser();
    await seedPhotos(user.id, type, cap - 1);
    expect((await uploadJpeg(user.token, { type })).status).toBe(201);
    const res = await uploadJpeg(user.token, { type });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_cap_reached" });
    expect(await db.photo.count({ where: { userId: user.id, type } })).toBe(cap);
    expect(await filesOf(user.id)).toHaveLength(2); // the one stored photo and its thumbnail
  });

  it("counts each type on its own", async () => {
    const user = await createUser();
    await seedPhotos(user.id, "profile", 5);
    expect((await uploadJpeg(user.token, { type: "property" })).status).toBe(201);
  });

  it("lets exactly one of 6 concurrent uploads through when 4 profile photos exist, leaving no stray files", async () => {
    const user = await createUser();
    await seedPhotos(user.id, "profile", 4);
    const bytes = await smallJpeg();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => send(user.token, form({ bytes }, { type: "profile" }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body).toEqual({ error: expect.any(String), code: "photo_cap_reached" });
    expect(await db.photo.count({ where: { userId: user.id, type: "profile" } })).toBe(5);
    const winner = results.find((r) => r.status === 201)!.body;
    expect((await filesOf(user.id)).sort()).toEqual(
      [path.basename(winner.url), path.basename(winner.thumbnail_url)].sort(),
    );
  });
});

/**
 * A PNG whose header declares width × height but whose pixel data is a few bytes: decoding it would fail (or, were
 * the data there, take width × height × 3 bytes); only a check of the header can refuse it by its size.
 */
function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image size", () => {
  const dimensions = async (url: string) => {
    const meta = await sharp(Buffer.from(await (await fetchStored(url)).arrayBuffer())).metadata();
    return [meta.width, meta.height];
  };

  it.each([
    [8000, 6000, "This image is 8000 × 6000 pixels (48.0 megapixels). Images can be at most 40 megapixels."],
    [16000, 16000, "This image is 16000 × 16000 pixels (256.0 megapixels). Images can be at most 40 megapixels."],
  ])(
    "refuses %i × %i from its header, before decoding it, with 400 and stores nothing",
    async (width, height, error) => {
      expect(MAX_PHOTO_MEGAPIXELS).toBe(40);
      const user = await createUser();
      const res = await send(
        user.token,
        form({ bytes: pngDeclaring(width, height), name: "huge.png", mime: "image/png" }, { type: "property" }),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error, code: "photo_too_many_pixels" });
      expect(await db.photo.count({ where: { userId: user.id } })).toBe(0);
      expect(await filesOf(user.id)).toEqual([]);
    },
  );

  it("reads a header within the limit on (then the missing pixels make it unreadable, 400)", async () => {
    const user = await createUser();
    const res = await send(
      user.token,
      form({ bytes: pngDeclaring(6000, 6000), name: "big.png", mime: "image/png" }, { type: "property" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_unreadable" });
  });

  it(`stores a large image at most ${MAX_PHOTO_SIDE} px on its long side, with a ${THUMBNAIL_SIDE} px thumbnail`, async () => {
    expect([MAX_PHOTO_SIDE, THUMBNAIL_SIDE]).toEqual([2048, 480]);
    const user = await createUser();
    const res = await send(
      user.token,
      form({ bytes: await solid(3000, 1200).jpeg().toBuffer() }, { type: "property" }),
    );
    expect(res.status).toBe(201);
    expect(await dimensions(res.body.url)).toEqual([2048, 819]);
    expect(await dimensions(res.body.thumbnail_url)).toEqual([480, 192]);
    expect((await fetchStored(res.body.thumbnail_url)).headers.get("content-type")).toBe("image/jpeg");
  });

  it("turns an EXIF-rotated portrait upright before scaling it", async () => {
    const user = await createUser();
    const res = await send(
      user.token,
      form({ bytes: await solid(3000, 1200).jpeg().withMetadata({ orientation: 6 }).toBuffer() }, { type: "property" }),
    );
    expect(res.status).toBe(201);
    expect(await dimensions(res.body.url)).toEqual([819, 2048]);
    expect(await dimensions(res.body.thumbnail_url)).toEqual([192, 480]);
  });

  it("never enlarges a small image, and scales each frame of an animation", async () => {
    const user = await createUser();
    const small = await send(
      user.token,
      form({ bytes: await solid(40, 20).png().toBuffer(), name: "s.png", mime: "image/png" }, { type: "property" }),
    );
    expect(await dimensions(small.body.url)).toEqual([40, 20]);
    expect(await dimensions(small.body.thumbnail_url)).toEqual([40, 20]);

    const frame = (value: number) => Buffer.alloc(1000 * 500 * 4, value);
    const gif = await sharp(Buffer.concat([frame(255), frame(90)]), {
      raw: { width: 1000, height: 1000, channels: 4, pageHeight: 500 },
    })
      .gif()
      .toBuffer();
    const res = await send(user.token, form({ bytes: gif, name: "mow.gif", mime: "image/gif" }, { type: "property" }));
    expect(res.status).toBe(201);
    const thumbnail = await sharp(Buffer.from(await (await fetchStored(res.body.thumbnail_url)).arrayBuffer()), {
      animated: true,
    }).metadata();
    expect([thumbnail.pages, thumbnail.width, thumbnail.pageHeight]).toEqual([2, 480, 240]);
  });
});

describe("nothing half-written", () => {
  const recordingStorage = (failPut = false) => {
    const calls: string[] = [];
    const storage: PhotoStorage = {
      async put(key) {
        calls.push(`put ${key}`);
        if (failPut) throw new Error("disk full");
        return { key, url: `/test/${key}` };
      },
      async delete(key) {
        calls.push(`delete ${key}`);
      },
    };
    return { storage, calls };
  };

  it("writes no row when storing fails", async () => {
    const user = await createUser();
    const { storage } = recordingStorage(true);
    await expect(
      uploadPhoto(
        { userId: user.id, type: "profile", caption: null, is_primary: false, bytes: await smallJpeg() },
        storage,
      ),
    ).rejects.toThrow("disk full");
    expect(await db.photo.count({ where: { userId: user.id } })).toBe(0);
  });

  it("removes the stored image when its thumbnail cannot be stored", async () => {
    const user = await createUser();
    const calls: string[] = [];
    const storage: PhotoStorage = {
      async put(key) {
        calls.push(`put ${key}`);
        if (key.includes("-thumb")) throw new Error("disk full");
        return { key, url: `/test/${key}` };
      },
      async delete(key) {
        calls.push(`delete ${key}`);
      },
    };
    await expect(
      uploadPhoto(
        { userId: user.id, type: "profile", caption: null, is_primary: false, bytes: await smallJpeg() },
        storage,
      ),
    ).rejects.toThrow("disk full");
    expect(calls).toEqual([calls[0], expect.stringMatching(/-thumb\.jpeg$/), calls[0].replace("put", "delete")]);
    expect(await db.photo.count({ where: { userId: user.id } })).toBe(0);
  });

  it("removes the stored file when the row cannot be written", async () => {
    const { storage, calls } = recordingStorage();
    // No such user: the file is stored, then the transaction refuses.
    const missingUser = "01970000-0000-7000-8000-000000000000";
    await expect(
      uploadPhoto(
        { userId: missingUser, type: "profile", caption: null, is_primary: false, bytes: await smallJpeg() },
        storage,
      ),
    ).rejects.toMatchObject({ status: 404 });
    expect(calls).toHaveLength(4);
    expect(calls.slice(2).sort()).toEqual(
      calls
        .slice(0, 2)
        .map((call) => call.replace("put", "delete"))
        .sort(),
    );
  });
});

describe("GET /api/users/photos", () => {
  it("lists only the caller's photos", async () => {
    const user = await createUser();
    const other = await createUser();
    const mine = (await uploadJpeg(user.token, { type: "property", caption: "Backyard" })).body;
    await uploadJpeg(other.token);
    expect(await list(user.token)).toEqual([{ ...mine, caption: "Backyard", type: "property", is_primary: false }]);
  });

  it("answers 401 to an anonymous caller", async () => {
    expect((await call(GET, { method: "GET", path: "/api/users/photos" })).status).toBe(401);
  });
});

describe("DELETE /api/users/photos?id=", () => {
  it("deletes the photo and its stored file", async () => {
    const user = await createUser();
    const photo = (await uploadJpeg(user.token)).body;
    expect(await filesOf(user.id)).toHaveLength(2);
    const res = await remove(user.token, photo.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await list(user.token)).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
    expect((await fetchStored(photo.url)).status).toBe(404);
    expect((await fetchStored(photo.thumbnail_url)).status).toBe(404);
  });

  it("answers 404 for someone else's photo and keeps it", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const photo = (await uploadJpeg(owner.token)).body;
    const res = await remove(intruder.token, photo.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: expect.any(String), code: "photo_not_found" });
    expect(await list(owner.token)).toHaveLength(1);
    expect((await fetchStored(photo.url)).status).toBe(200);
  });

  it("answers 400 for a non-uuid id and 401 to an anonymous caller", async () => {
    const user = await createUser();
    expect((await remove(user.token, "1 OR 1=1")).status).toBe(400);
    expect((await remove(undefined, "01970000-0000-7000-8000-000000000000")).status).toBe(401);
  });
});

describe("GET /api/uploads/[...key]", () => {
  const serve = (key: string[]) =>
    serveUpload(new Request("http://localhost/api/uploads/x"), { params: Promise.resolve({ key }) });

  it.each([
    ["a parent-directory segment", ["..", "outside.jpeg"]],
    ["a traversal inside one segment", ["../outside.jpeg"]],
    ["an encoded traversal", ["..%2Foutside.jpeg"]],
    ["a hidden file", ["inside", ".hidden.jpeg"]],
    ["a stored file that is not an image", ["inside", "notes.txt"]],
    ["a missing file", ["inside", "missing.jpeg"]],
  ])("answers 404 for %s", async (_case, key) => {
    // Real files to reach: one beside the uploads folder, and two inside it that must not be served either.
    const root = localUploadsRoot();
    await fs.mkdir(path.join(root, "inside"), { recursive: true });
    await fs.writeFile(path.join(root, "..", "outside.jpeg"), await smallJpeg());
    await fs.writeFile(path.join(root, "inside", ".hidden.jpeg"), await smallJpeg());
    await fs.writeFile(path.join(root, "inside", "notes.txt"), "secret");
    const res = await serve(key);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String), code: "file_not_found" });
  });
});
