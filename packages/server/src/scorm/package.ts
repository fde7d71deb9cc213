/**
 * A SCORM package (001 §7 export): a zip with `imsmanifest.xml` for SCORM 1.2 or SCORM 2004 4th
 * edition and one SCO, `index.html`. The launch page holds no player: it names the workflow,
 * the standard, the resolution and the launch key in a JSON script and loads
 * `{server}/embed/v1/lms.js`, which runs the LMS adapter and the player frame from our server.
 * So the package points at hosted content: updating the workflow needs no re-import.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  SCORM_LAUNCH_CONFIG_ID,
  scormStandardOf,
  type ScormExportType,
  type ScormLaunchConfig,
} from '@stepwise/core';

export interface ScormPackageInput {
  workflowId: string;
  title: string;
  exportType: ScormExportType;
  resolution: number;
  /** Origin of our server, no trailing slash (`https://stepwise.example.com`). */
  server: string;
  launchKey: string;
  /** The workflow's published quiz, when it has one: the package is then scored (issue 19). */
  quiz?: ScormPackageQuiz | null | undefined;
}

export type ScormPackageQuiz = NonNullable<ScormLaunchConfig['quiz']>;

/** Characters XML 1.0 cannot hold: C0 controls other than tab, LF and CR; U+FFFE, U+FFFF. */
function xmlAllows(char: string): boolean {
  const n = char.charCodeAt(0);
  return (n >= 0x20 || n === 0x09 || n === 0x0a || n === 0x0d) && n !== 0xfffe && n !== 0xffff;
}

/** Text and attribute values for XML and HTML alike. */
export function escapeXml(value: string): string {
  return Array.from(value)
    .filter(xmlAllows)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An XML NCName made from an id (identifiers must start with a letter). */
const ident = (prefix: string, id: string) => `${prefix}-${id.replace(/[^A-Za-z0-9._-]/g, '_')}`;

export const LAUNCH_PAGE = 'index.html';
export const MANIFEST = 'imsmanifest.xml';

/**
 * 1.2's mastery score (percent) and 2004's primary objective satisfied by a scaled measure at
 * the passing score: an LMS reads the pass mark from the manifest (2004 hands it to the content
 * as `cmi.scaled_passing_score`), and judges pass / fail as our launch script does.
 */
function masteryScore12(quiz: ScormPackageQuiz | null | undefined): string {
  return quiz ? `\n        <adlcp:masteryscore>${quiz.passingScore}</adlcp:masteryscore>` : '';
}

function objectives2004(quiz: ScormPackageQuiz | null | undefined, id: string): string {
  if (!quiz) return '';
  return `
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="${ident('quiz', id)}" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${quiz.passingScore / 100}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>`;
}

export function scormManifest(
  input: Pick<ScormPackageInput, 'workflowId' | 'title' | 'exportType' | 'quiz'>,
) {
  const title = escapeXml(input.title);
  const id = ident('stepwise', input.workflowId);
  const org = ident('org', input.workflowId);
  const item = ident('item', input.workflowId);
  const res = ident('sco', input.workflowId);
  if (input.exportType === 'SCORM_12') {
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="${org}">
    <organization identifier="${org}">
      <title>${title}</title>
      <item identifier="${item}" identifierref="${res}" isvisible="true">
        <title>${title}</title>${masteryScore12(input.quiz)}
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${res}" type="webcontent" adlcp:scormtype="sco" href="${LAUNCH_PAGE}">
      <file href="${LAUNCH_PAGE}"/>
    </resource>
  </resources>
</manifest>
`;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="${org}">
    <organization identifier="${org}" adlseq:objectivesGlobalToSystem="false">
      <title>${title}</title>
      <item identifier="${item}" identifierref="${res}" isvisible="true">
        <title>${title}</title>
        <imsss:sequencing>${objectives2004(input.quiz, input.workflowId)}
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="${res}" type="webcontent" adlcp:scormType="sco" href="${LAUNCH_PAGE}">
      <file href="${LAUNCH_PAGE}"/>
    </resource>
  </resources>
</manifest>
`;
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function launchConfig(input: ScormPackageInput): ScormLaunchConfig {
  return {
    server: input.server,
    workflowId: input.workflowId,
    standard: scormStandardOf(input.exportType),
    resolution: input.resolution,
    launchKey: input.launchKey,
    ...(input.quiz ? { quiz: { ...input.quiz } } : {}),
  };
}

export function launchPage(input: ScormPackageInput): string {
  const title = escapeXml(input.title);
  const script = `${input.server}/embed/v1/lms.js`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; }
  #stepwise-lms { width: 100%; height: 100%; }
  .stepwise-message { max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5; }
</style>
<script type="application/json" id="${SCORM_LAUNCH_CONFIG_ID}">${scriptJson(launchConfig(input))}</script>
</head>
<body>
<div id="stepwise-lms"></div>
<noscript>
  <p class="stepwise-message">This course needs JavaScript to play "${title}". Please allow scripts for this page in your browser, or ask your LMS administrator.</p>
</noscript>
<script src="${escapeXml(script)}"></script>
</body>
</html>
`;
}

/** The files of one package, ready to zip. */
export function scormPackageFiles(input: ScormPackageInput): Record<string, string> {
  return { [MANIFEST]: scormManifest(input), [LAUNCH_PAGE]: launchPage(input) };
}

export function zipFiles(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, body] of Object.entries(files)) {
    entries[name] = typeof body === 'string' ? strToU8(body) : body;
  }
  return zipSync(entries, { level: 6 });
}

export function scormPackage(input: ScormPackageInput): Uint8Array {
  return zipFiles(scormPackageFiles(input));
}

/** A file name for a package: the title's safe characters, then the workflow id. */
export function packageFileName(title: string, workflowId: string, type: ScormExportType): string {
  const base =
    title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'workflow';
  return `${base}-${workflowId.slice(0, 8)}-${type === 'SCORM_12' ? 'scorm12' : 'scorm2004'}.zip`;
}
