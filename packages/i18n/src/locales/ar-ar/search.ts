import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'بحث',
  'search.label': 'ابحث في مسارات العمل وما يُقال فيها',
  'search.results': 'نتائج «{keyword}»',
  'search.empty': 'لم يُعثر على نتائج لـ «{keyword}».',
  'search.prompt': 'اكتب كلمة تُقال أو تُكتب في سير عمل.',
  'search.matches': 'الخطوات المطابقة',
  'search.step': 'الخطوة عند {time}',
  'search.openAt': 'فتح {title} عند {time}: {step}',
} satisfies Translation<typeof search>;
