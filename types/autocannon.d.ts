// The part of autocannon's API that bench/load.ts uses (the package ships no types).
declare module "autocannon" {
  type RequestData = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: RequestData) => RequestData }[];
  };
  type Result = { duration: number };
  type Instance = {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): void;
    stop(): void;
  };
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
