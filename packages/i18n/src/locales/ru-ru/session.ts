import type { Translation } from '../../catalogue.js';
import type session from '../en/session.js';

export default {
  'session.restrictedIpTitle': 'Доступ из этой сети ограничен',
  'session.ipCheckFailed': 'Не удалось проверить, разрешена ли ваша сеть. Попробуйте ещё раз.',
  'session.forbiddenAccountTitle': 'Эта учётная запись не может войти здесь',
  'session.forbiddenAccount':
    'Учётные записи организаций этого поколения не поддерживаются. Вы будете выведены из системы.',
  'session.consentsTitle': 'Ознакомьтесь и примите',
  'session.consentAgree': 'Принять',
  'session.consentDecline': 'Отклонить',
  'session.consentMandatory': 'Обязательно',
  'session.consentMandatoryRefused':
    'Чтобы продолжить работу в Stepwise, необходимо принять это условие.',
  'session.idleLoggedOut': 'Вы вышли из системы из-за бездействия.',
} satisfies Translation<typeof session>;
