import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': '검색',
  'search.label': '워크플로와 그 안에서 말한 내용 검색',
  'search.results': '‘{keyword}’ 검색 결과',
  'search.empty': '‘{keyword}’에 대한 결과가 없습니다.',
  'search.prompt': '워크플로에서 말하거나 적힌 단어를 입력하세요.',
  'search.matches': '일치하는 단계',
  'search.step': '{time} 지점의 단계',
  'search.openAt': '{title}을(를) {time}부터 열기: {step}',
} satisfies Translation<typeof search>;
