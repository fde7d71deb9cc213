/**
 * A local S3-compatible server (s3rver) in a process of its own, started by test/s3-server.ts.
 * Node 17+ dropped DES from OpenSSL's default provider and s3rver's ListObjectsV2 continuation
 * tokens use it, so this process runs with --openssl-legacy-provider (only this one). It prints
 * `{"port": n}` once listening and exits when its standard input closes (the test went away).
 */
import S3rver from 's3rver';

const directory = process.env.S3RVER_DIRECTORY!;
const bucket = process.env.S3RVER_BUCKET!;
// What the README asks of a real bucket: browsers may GET media and PUT upload parts from any
// origin (the presigned URL is the capability), and read the ETag of a part they sent.
const cors = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [cors] }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);

const stop = () => void server.close().finally(() => process.exit(0));
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
