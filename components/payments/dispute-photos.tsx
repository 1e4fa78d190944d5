/** A dispute's photos of the problem: thumbnails, each opening the photo itself. */
export function DisputePhotos({ photos, label }: { photos: { url: string; thumb_url: string }[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <a
            href={photo.url}
            target="_blank"
            rel="noreferrer"
            className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- stored uploads, already sized thumbnails */}
            <img
              src={photo.thumb_url}
              alt={`Photo ${index + 1} of the problem`}
              className="size-16 rounded-md border object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
