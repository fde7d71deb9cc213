import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': '文字起こしと字幕',
  'transcript.dialogTitle': '{title} の文字起こし',
  'transcript.cardNotice': '文字起こしなし：音声認識が設定されていません。',
  'transcript.cardAdd': '文字起こしを追加',
  'transcript.notConfiguredTitle': '音声認識が設定されていません',
  'transcript.notConfigured':
    'このサーバーは動画を文字起こししないため、このワークフローには文字起こしがありません。ステップに音声からのタイトルはなく、字幕もなく、検索やアシスタントも話された内容を見つけられません。文字起こしを入力または貼り付けるか、字幕（.srt または .vtt）をアップロードしてください。',
  'transcript.configureHow':
    'アップロードを自動で文字起こしするには、管理者がサーバーに AI_BASE_URL と AI_API_KEY（OpenAI 互換サービス）または WHISPER_MODEL（ローカルの whisper.cpp モデル）を設定して再起動します。',
  'transcript.loading': '文字起こしを読み込み中…',
  'transcript.loadFailed': '文字起こしを読み込めませんでした：{message}',
  'transcript.none': 'この言語の文字起こしはまだありません。',
  'transcript.current': '文字起こしは {count} 文です（{source}）。',
  'transcript.sourceAuthor': '作成者が入力またはアップロード',
  'transcript.sourceProvider': '音声認識による',
  'transcript.language': '言語',
  'transcript.languageSearch': '言語を検索',
  'transcript.noLanguage': '該当する言語はありません',
  'transcript.uploadTitle': '字幕をアップロード',
  'transcript.uploadLabel': '字幕ファイル（.srt または .vtt）',
  'transcript.uploadHint':
    '各キューがタイミング付きの文になります。独自のタイトルがないステップには、その中で最初に話された文がタイトルになります。',
  'transcript.upload': 'アップロード',
  'transcript.wrongType': '.srt または .vtt ファイルを選択してください。',
  'transcript.readFailed': 'ファイルを読み込めませんでした。',
  'transcript.typeTitle': '文字起こしを入力または貼り付け',
  'transcript.typeLabel': '文字起こしのテキスト',
  'transcript.typeHint':
    '時間の指定は不要です。空行で次のステップのテキストが順に始まります。ステップ内では、各文に長さに応じた時間が割り当てられます。空行のないテキストは動画全体に割り振られます。',
  'transcript.save': '文字起こしを保存',
  'transcript.empty': 'まずテキストを入力または貼り付けてください。',
  'transcript.saved': '文字起こしを保存しました：{count} 文。',
  'transcript.failed': '文字起こしは保存されませんでした：{message}',
  'transcript.downloadTitle': '字幕をダウンロード',
  'transcript.downloadSrt': 'SubRip（.srt）',
  'transcript.downloadVtt': 'WebVTT（.vtt）',
  'transcript.downloadFailed': '字幕をダウンロードできませんでした：{message}',
  'transcript.playerNotConfigured':
    '文字起こしなし：このサーバーでは音声認識が設定されていないため、字幕も検索できる内容もありません。作成者はワークフローのカード（文字起こしと字幕）から追加できます。管理者は AI_BASE_URL と AI_API_KEY、または WHISPER_MODEL を設定するとアップロードを文字起こしできます。',
  'transcript.playerNone':
    'このワークフローにはまだ文字起こしがないため、字幕も検索できる内容もありません。',
} satisfies Translation<typeof transcript>;
