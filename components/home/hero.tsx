import { getImageProps } from "next/image";
import { Search, ShieldCheck } from "lucide-react";
import { PostLawnAction } from "@/components/lawns/post-lawn-action";
import { ButtonLink } from "@/components/ui/button-link";

export function Hero() {
  // A plain <img> with next/image's attributes: the page loads no image component for it.
  const { props: illustration } = getImageProps({
    src: "/images/hero-lawn.svg",
    alt: "",
    width: 560,
    height: 420,
    loading: "eager",
  });
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-green-800 via-green-700 to-emerald-800 text-white"
    >
      {/* Soft mown-lawn stripes: decoration only. */}
      <div
        aria-hidden
        className="absolute inset-0 bg-[repeating-linear-gradient(115deg,transparent_0_48px,rgb(255_255_255/0.04)_48px_96px)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="grid gap-6">
          <p className="flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <ShieldCheck className="size-4" aria-hidden />
            Trusted local providers
          </p>
          <h1
            id="hero-title"
            className="max-w-2xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Find Local Lawn Care
          </h1>
          <p className="max-w-xl text-lg text-green-50">
            Post your lawn and get quotes or bids from providers near you, or browse jobs and grow your lawn care
            business.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <PostLawnAction label="Post Your Lawn" size="lg" variant="premium" className="w-full sm:w-auto" />
            {/* Not prefetched, like the dashboard's own links: it has no loading state to fetch ahead. */}
            <ButtonLink
              href="/dashboard/provider"
              prefetch={false}
              size="lg"
              variant="outline"
              className="w-full border-white/40 bg-white/10 text-white hover:bg-white/20 hover:text-white sm:w-auto"
            >
              <Search aria-hidden />
              Browse Jobs
            </ButtonLink>
          </div>
        </div>
        {/* eslint-disable-next-line @next/next/no-img-element -- see getImageProps above */}
        <img
          {...illustration}
          alt=""
          className="hidden h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/20 lg:block"
        />
      </div>
    </section>
  );
}
