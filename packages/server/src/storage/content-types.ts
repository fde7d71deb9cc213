/**
 * The media type of a stored object, from its key's extension: what the media route answers
 * with and what an S3 store is told on upload, so a browser reading a presigned URL gets the
 * same type as one served through the server.
 */
import { extname } from 'node:path';
import { HLS_MEDIA_TYPE } from '@stepwise/core';

const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': HLS_MEDIA_TYPE,
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.mov': 'video/quicktime',
  '.avi': 'video/x-msvideo',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.vtt': 'text/vtt; charset=utf-8',
  '.json': 'application/json',
  '.zip': 'application/zip',
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
