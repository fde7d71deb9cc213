import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': '文字稿和字幕',
  'transcript.dialogTitle': '{title} 的文字稿',
  'transcript.cardNotice': '无文字稿：未配置语音转文字。',
  'transcript.cardAdd': '添加文字稿',
  'transcript.notConfiguredTitle': '未配置语音转文字',
  'transcript.notConfigured':
    '此服务器不会转写视频，因此此工作流程没有文字稿：其步骤没有来自语音的标题，没有字幕，搜索和助手也找不到其中说过的内容。请输入或粘贴文字稿，或上传字幕（.srt 或 .vtt）。',
  'transcript.configureHow':
    '若要自动转写上传的视频，管理员需在服务器上设置 AI_BASE_URL 和 AI_API_KEY（兼容 OpenAI 的服务）或 WHISPER_MODEL（本地 whisper.cpp 模型），然后重启服务器。',
  'transcript.loading': '正在加载文字稿…',
  'transcript.loadFailed': '无法加载文字稿：{message}',
  'transcript.none': '此语言还没有文字稿。',
  'transcript.current': '文字稿共有 {count} 句（{source}）。',
  'transcript.sourceAuthor': '由作者撰写或上传',
  'transcript.sourceProvider': '来自语音转文字',
  'transcript.language': '语言',
  'transcript.languageSearch': '查找语言',
  'transcript.noLanguage': '没有此语言',
  'transcript.uploadTitle': '上传字幕',
  'transcript.uploadLabel': '字幕文件（.srt 或 .vtt）',
  'transcript.uploadHint':
    '每条字幕都会成为一个带时间的句子。没有自有标题的步骤将以其中说出的第一句话作为标题。',
  'transcript.upload': '上传',
  'transcript.wrongType': '请选择 .srt 或 .vtt 文件。',
  'transcript.readFailed': '无法读取该文件。',
  'transcript.typeTitle': '输入或粘贴文字稿',
  'transcript.typeLabel': '文字稿文本',
  'transcript.typeHint':
    '无需填写时间。空行表示按顺序开始下一个步骤的文本；在一个步骤内，每句话按其长度分配时间。没有空行的文本会分布到整个视频。',
  'transcript.save': '保存文字稿',
  'transcript.empty': '请先输入或粘贴一些文本。',
  'transcript.saved': '文字稿已保存：{count} 句。',
  'transcript.failed': '文字稿未保存：{message}',
  'transcript.downloadTitle': '下载字幕',
  'transcript.downloadSrt': 'SubRip（.srt）',
  'transcript.downloadVtt': 'WebVTT（.vtt）',
  'transcript.downloadFailed': '无法下载字幕：{message}',
  'transcript.playerNotConfigured':
    '无文字稿：此服务器未配置语音转文字，因此没有字幕，也没有可搜索的内容。作者可以在工作流程卡片（文字稿和字幕）中添加；管理员可以设置 AI_BASE_URL 和 AI_API_KEY，或 WHISPER_MODEL，以转写上传的视频。',
  'transcript.playerNone': '此工作流程还没有文字稿，因此没有字幕，也没有可搜索的内容。',
} satisfies Translation<typeof transcript>;
