/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single Fetch: loader/action types infer the turbo-stream serialisation.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
