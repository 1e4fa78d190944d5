import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";

/** SPEC §2: the primary profile photo, else the first letter of the name. */
export function UserAvatar({
  name,
  photoUrl,
  alt = "",
  className,
}: {
  name: string;
  photoUrl: string | null;
  alt?: string;
  className?: string;
}) {
  return (
    <Avatar className={className}>
      {photoUrl && <AvatarImage src={photoUrl} alt={alt} />}
      <AvatarFallback aria-hidden={alt ? undefined : true}>{name.trim().charAt(0).toUpperCase() || "?"}</AvatarFallback>
    </Avatar>
  );
}
