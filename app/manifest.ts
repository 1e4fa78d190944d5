import type { MetadataRoute } from "next";

/** Lets a phone add LawnLink to its home screen with the app icon. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "LawnLink — Find Local Lawn Care",
    short_name: "LawnLink",
    description: "Homeowners post their lawns; local providers claim fixed-price jobs or bid on auctions.",
    start_url: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#15803d",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
}
