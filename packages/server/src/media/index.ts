export { MediaError, MediaErrorCode, UPLOAD_REJECTIONS, isMediaError } from './media-error.js';
export type { MediaErrorCodeValue, MediaErrorOptions } from './media-error.js';
export {
  resolveFfmpeg,
  defaultFfmpeg,
  findOnPath,
  bundledBinary,
  type FfmpegBinaries,
  type FfmpegSource,
  type BundledLookup,
} from './ffmpeg-binaries.js';
export {
  runProcess,
  progressParser,
  progressSeconds,
  type RunOptions,
  type ProcessResult,
} from './run-process.js';
export { sniffContainer, type ContainerSniff, type ContainerFamily } from './sniff-container.js';
export {
  probe,
  containerOf,
  displaySize,
  type ProbeResult,
  type VideoInfo,
  type AudioInfo,
  type Container,
} from './probe.js';
export {
  validateUpload,
  checkVideoUpload,
  VIDEO_UPLOAD_LIMITS,
  type VideoUploadLimits,
} from './validate-upload.js';
export {
  HLS_LADDER,
  HLS_SEGMENT_SECONDS,
  HLS_KEYFRAME_SECONDS,
  planRenditions,
  hlsFfmpegArgs,
  ladderArgs,
  renditionPlaylist,
  type Rung,
  type PlannedRendition,
  type LadderCommand,
  type LadderSource,
} from './hls-ladder.js';
export {
  parseMediaPlaylist,
  masterPlaylist,
  AAC_LC_CODEC,
  type MediaPlaylist,
  type MediaSegment,
  type Variant,
} from './master-playlist.js';
export { avcCodecFromBytes, readAvcCodec } from './avc-codec.js';
export {
  transcodeHls,
  buildAtomically,
  finishLadder,
  MASTER_PLAYLIST,
  type TranscodeHlsOptions,
  type HlsRendition,
  type HlsLadder,
} from './hls.js';
export {
  extractPoster,
  extractThumbnails,
  listThumbnails,
  thumbnailWidth,
  THUMBNAIL_PATTERN,
  type Thumbnail,
  type StillOptions,
} from './poster.js';
export {
  editGraph,
  editFrame,
  outputFps,
  type EditInput,
  type EditSeek,
  type EditFrame,
  type EditGraph,
} from './edit-graph.js';
export {
  renderEditPlan,
  prepareClip,
  CLIP_LIMITS,
  RENDER_HLS_DIR,
  RENDER_THUMBNAIL_DIR,
  RENDER_POSTER,
  type RenderEditOptions,
  type RenderedEdit,
  type PreparedClip,
} from './render-edit.js';
export {
  detectSceneChanges,
  detectSilences,
  extractAudio,
  type Silence,
  type DetectOptions,
} from './detect.js';
export {
  makeTestVideo,
  makeCorruptFile,
  makeOversizedCopy,
  type TestScene,
  type TestSpeech,
  type TestPattern,
  type TestVideo,
  type TestVideoFormat,
  type MakeTestVideoOptions,
  type CorruptKind,
} from './test-video.js';
