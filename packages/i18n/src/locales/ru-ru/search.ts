import type { Translation } from '../../catalogue.js';
import type search from '../en/search.js';

export default {
  'search.title': 'Поиск',
  'search.label': 'Поиск по процессам и тому, что в них говорится',
  'search.results': 'Результаты по запросу «{keyword}»',
  'search.empty': 'По запросу «{keyword}» ничего не найдено.',
  'search.prompt': 'Введите слово, которое звучит или написано в процессе.',
  'search.matches': 'Подходящие шаги',
  'search.step': 'Шаг на {time}',
  'search.openAt': 'Открыть «{title}» на {time}: {step}',
} satisfies Translation<typeof search>;
