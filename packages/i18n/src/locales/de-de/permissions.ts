import type { Translation } from '../../catalogue.js';
import type permissions from '../en/permissions.js';

export default {
  'permissions.title': 'Berechtigungen',
  'permissions.intro':
    'Organisationsweite Einstellungen für Freigaben, Downloads, Sitzungen und Einbettung. Die IP-Beschränkung hat eine eigene Seite.',
  'permissions.loading': 'Berechtigungen werden geladen…',
  'permissions.loadFailed': 'Die Berechtigungen konnten nicht geladen werden.',
  'permissions.sharing': 'Freigaben und Downloads',
  'permissions.disablePublicLinks': 'Öffentliche Links deaktivieren',
  'permissions.disablePublicLinksHint':
    'Niemand kann Inhalte über einen Link teilen, der ohne Anmeldung funktioniert.',
  'permissions.disableDownloads': 'Downloads deaktivieren',
  'permissions.disableDownloadsHint': 'Niemand kann Videos oder ihre Anhänge herunterladen.',
  'permissions.session': 'Sitzungen',
  'permissions.autoLogout': 'Bei Inaktivität automatisch abmelden',
  'permissions.autoLogoutTimeout': 'Inaktivität bis zur Abmeldung (Minuten)',
  'permissions.timeoutRange': 'Geben Sie ganze Minuten von {min} bis {max} ein.',
  'permissions.origins': 'Websites, die den Player einbetten dürfen',
  'permissions.originsHint':
    'Seiten dieser Ursprünge dürfen den Player in einem iframe steuern. Ein Ursprung besteht aus http oder https, einem Host und optional einem Port, ohne Pfad: zum Beispiel https://lms.example.com.',
  'permissions.originsEmpty':
    'Noch keine Website ist erlaubt: Nur dieses Portal steuert seinen Player.',
  'permissions.originsCount': '{count} von {max} Ursprüngen',
  'permissions.newOrigin': 'Zu erlaubender Ursprung',
  'permissions.addOrigin': 'Hinzufügen',
  'permissions.remove': 'Entfernen',
  'permissions.removeOrigin': '{origin} entfernen',
  'permissions.originAdded': '{origin} hinzugefügt. Speichern Sie, um es anzuwenden.',
  'permissions.originRemoved': '{origin} entfernt. Speichern Sie, um es anzuwenden.',
  'permissions.origin.empty': 'Geben Sie einen Ursprung ein.',
  'permissions.origin.invalid':
    'Das ist kein Ursprung. Verwenden Sie http:// oder https://, einen Host und optional einen Port, ohne Pfad: zum Beispiel https://lms.example.com.',
  'permissions.origin.duplicate': 'Dieser Ursprung ist bereits in der Liste.',
  'permissions.origin.tooMany':
    'Die Liste ist voll: höchstens {max} Ursprünge. Entfernen Sie zuerst einen.',
  'permissions.origin.storedInvalid':
    'Kein gültiger Ursprung: Entfernen Sie ihn vor dem Speichern.',
  'permissions.saveFailed': 'Die Berechtigungen konnten nicht gespeichert werden.',
  'permissions.saved': 'Die Berechtigungen sind gespeichert.',
  'permissions.saving': 'Wird gespeichert…',
  'permissions.discard': 'Änderungen verwerfen',
} satisfies Translation<typeof permissions>;
