import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': '逐字稿與字幕',
  'transcript.dialogTitle': '{title} 的逐字稿',
  'transcript.cardNotice': '沒有逐字稿：尚未設定語音轉文字。',
  'transcript.cardAdd': '新增逐字稿',
  'transcript.notConfiguredTitle': '尚未設定語音轉文字',
  'transcript.notConfigured':
    '此伺服器不會轉錄影片，因此這個工作流程沒有逐字稿：其步驟沒有來自語音的標題，沒有字幕，搜尋和助理也找不到其中說過的內容。請輸入或貼上逐字稿，或上傳字幕（.srt 或 .vtt）。',
  'transcript.configureHow':
    '若要自動轉錄上傳的影片，管理員需在伺服器上設定 AI_BASE_URL 和 AI_API_KEY（相容 OpenAI 的服務）或 WHISPER_MODEL（本機 whisper.cpp 模型），然後重新啟動伺服器。',
  'transcript.loading': '正在載入逐字稿…',
  'transcript.loadFailed': '無法載入逐字稿：{message}',
  'transcript.none': '此語言還沒有逐字稿。',
  'transcript.current': '逐字稿共有 {count} 句（{source}）。',
  'transcript.sourceAuthor': '由作者撰寫或上傳',
  'transcript.sourceProvider': '來自語音轉文字',
  'transcript.language': '語言',
  'transcript.languageSearch': '尋找語言',
  'transcript.noLanguage': '沒有此語言',
  'transcript.uploadTitle': '上傳字幕',
  'transcript.uploadLabel': '字幕檔（.srt 或 .vtt）',
  'transcript.uploadHint':
    '每則字幕都會成為一個帶有時間的句子。沒有自訂標題的步驟會以其中說出的第一句話作為標題。',
  'transcript.upload': '上傳',
  'transcript.wrongType': '請選擇 .srt 或 .vtt 檔案。',
  'transcript.readFailed': '無法讀取該檔案。',
  'transcript.typeTitle': '輸入或貼上逐字稿',
  'transcript.typeLabel': '逐字稿文字',
  'transcript.typeHint':
    '不需要填寫時間。空行表示依序開始下一個步驟的文字；在一個步驟內，每句話依其長度分配時間。沒有空行的文字會分布到整部影片。',
  'transcript.save': '儲存逐字稿',
  'transcript.empty': '請先輸入或貼上一些文字。',
  'transcript.saved': '逐字稿已儲存：{count} 句。',
  'transcript.failed': '逐字稿未儲存：{message}',
  'transcript.downloadTitle': '下載字幕',
  'transcript.downloadSrt': 'SubRip（.srt）',
  'transcript.downloadVtt': 'WebVTT（.vtt）',
  'transcript.downloadFailed': '無法下載字幕：{message}',
  'transcript.playerNotConfigured':
    '沒有逐字稿：此伺服器尚未設定語音轉文字，因此沒有字幕，也沒有可搜尋的內容。作者可以從工作流程卡片（逐字稿與字幕）新增；管理員可以設定 AI_BASE_URL 和 AI_API_KEY，或 WHISPER_MODEL，以轉錄上傳的影片。',
  'transcript.playerNone': '這個工作流程還沒有逐字稿，因此沒有字幕，也沒有可搜尋的內容。',
} satisfies Translation<typeof transcript>;
