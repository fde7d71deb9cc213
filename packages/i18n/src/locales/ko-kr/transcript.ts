import type { Translation } from '../../catalogue.js';
import type transcript from '../en/transcript.js';

export default {
  'transcript.tool': '스크립트 및 자막',
  'transcript.dialogTitle': '{title} 스크립트',
  'transcript.cardNotice': '스크립트 없음: 음성 인식이 설정되지 않았습니다.',
  'transcript.cardAdd': '스크립트 추가',
  'transcript.notConfiguredTitle': '음성 인식이 설정되지 않았습니다',
  'transcript.notConfigured':
    '이 서버는 동영상을 받아쓰지 않으므로 이 워크플로에는 스크립트가 없습니다. 단계에 음성에서 가져온 제목이 없고, 자막도 없으며, 검색과 어시스턴트도 말한 내용을 찾지 못합니다. 스크립트를 입력하거나 붙여 넣거나, 자막(.srt 또는 .vtt)을 업로드하세요.',
  'transcript.configureHow':
    '업로드를 자동으로 받아쓰려면 관리자가 서버에 AI_BASE_URL과 AI_API_KEY(OpenAI 호환 서비스) 또는 WHISPER_MODEL(로컬 whisper.cpp 모델)을 설정하고 서버를 다시 시작합니다.',
  'transcript.loading': '스크립트를 불러오는 중…',
  'transcript.loadFailed': '스크립트를 불러올 수 없습니다: {message}',
  'transcript.none': '이 언어로 된 스크립트가 아직 없습니다.',
  'transcript.current': '스크립트는 {count}개 문장입니다({source}).',
  'transcript.sourceAuthor': '작성자가 작성하거나 업로드함',
  'transcript.sourceProvider': '음성 인식으로 생성됨',
  'transcript.language': '언어',
  'transcript.languageSearch': '언어 찾기',
  'transcript.noLanguage': '해당 언어가 없습니다',
  'transcript.uploadTitle': '자막 업로드',
  'transcript.uploadLabel': '자막 파일(.srt 또는 .vtt)',
  'transcript.uploadHint':
    '각 큐는 시간 정보가 있는 문장이 됩니다. 자체 제목이 없는 단계는 그 안에서 처음 말한 문장을 제목으로 받습니다.',
  'transcript.upload': '업로드',
  'transcript.wrongType': '.srt 또는 .vtt 파일을 선택하세요.',
  'transcript.readFailed': '파일을 읽을 수 없습니다.',
  'transcript.typeTitle': '스크립트 입력 또는 붙여 넣기',
  'transcript.typeLabel': '스크립트 텍스트',
  'transcript.typeHint':
    '시간은 필요 없습니다. 빈 줄은 다음 단계의 텍스트를 순서대로 시작합니다. 한 단계 안에서 각 문장은 길이에 비례해 시간을 받습니다. 빈 줄이 없는 텍스트는 동영상 전체에 나뉘어 배치됩니다.',
  'transcript.save': '스크립트 저장',
  'transcript.empty': '먼저 텍스트를 입력하거나 붙여 넣으세요.',
  'transcript.saved': '스크립트를 저장했습니다: {count}개 문장.',
  'transcript.failed': '스크립트를 저장하지 못했습니다: {message}',
  'transcript.downloadTitle': '자막 다운로드',
  'transcript.downloadSrt': 'SubRip(.srt)',
  'transcript.downloadVtt': 'WebVTT(.vtt)',
  'transcript.downloadFailed': '자막을 다운로드할 수 없습니다: {message}',
  'transcript.playerNotConfigured':
    '스크립트 없음: 이 서버에 음성 인식이 설정되지 않아 자막도, 검색할 내용도 없습니다. 작성자는 워크플로 카드(스크립트 및 자막)에서 추가할 수 있고, 관리자는 AI_BASE_URL과 AI_API_KEY 또는 WHISPER_MODEL을 설정해 업로드를 받아쓰게 할 수 있습니다.',
  'transcript.playerNone': '이 워크플로에는 아직 스크립트가 없어 자막도, 검색할 내용도 없습니다.',
} satisfies Translation<typeof transcript>;
