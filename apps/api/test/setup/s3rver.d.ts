/** The few parts of s3rver (a local S3-compatible server for tests) that the tests use. */
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
