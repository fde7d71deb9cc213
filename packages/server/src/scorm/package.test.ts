import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SCORM_LAUNCH_CONFIG_ID, type ScormExportType } from '@stepwise/core';
import {
  escapeXml,
  launchPage,
  packageFileName,
  scormManifest,
  scormPackage,
  zipFiles,
  type ScormPackageInput,
} from './package.js';

const input = (exportType: ScormExportType): ScormPackageInput => ({
  workflowId: '6f1c2a9e-0000-4000-8000-000000000001',
  title: 'Torque <Check> & "Sign-off" \'A\'',
  exportType,
  resolution: 720,
  server: 'https://stepwise.example.com',
  launchKey: 'eyJ.key</script>.sig',
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

function manifestOf(type: ScormExportType) {
  const xml = scormManifest(input(type));
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml).manifest;
}

/** The launch configuration a package's page holds. */
function launchConfigOf(html: string): Record<string, unknown> {
  const m = new RegExp(
    `<script type="application/json" id="${SCORM_LAUNCH_CONFIG_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!m) throw new Error('no launch configuration in the page');
  return JSON.parse(m[1]!) as Record<string, unknown>;
}

describe('SCORM manifests', () => {
  it('SCORM 1.2: ADL SCORM 1.2 metadata, one organization, one item, one SCO', () => {
    const m = manifestOf('SCORM_12');
    expect(m['@xmlns']).toBe('http://www.imsproject.org/xsd/imscp_rootv1p1p2');
    expect(m['@xmlns:adlcp']).toBe('http://www.adlnet.org/xsd/adlcp_rootv1p2');
    expect(m.metadata).toEqual({ schema: 'ADL SCORM', schemaversion: 1.2 });
    const orgs = m.organizations;
    const org = orgs.organization;
    expect(Array.isArray(org)).toBe(false);
    expect(orgs['@default']).toBe(org['@identifier']);
    expect(org.title).toBe('Torque <Check> & "Sign-off" \'A\'');
    expect(Array.isArray(org.item)).toBe(false);
    expect(org.item.title).toBe(org.title);
    const res = m.resources.resource;
    expect(Array.isArray(res)).toBe(false);
    expect(org.item['@identifierref']).toBe(res['@identifier']);
    expect(res['@adlcp:scormtype']).toBe('sco');
    expect(res['@type']).toBe('webcontent');
    expect(res['@href']).toBe('index.html');
    expect(res.file['@href']).toBe('index.html');
  });

  it('SCORM 2004 4th edition: schema version, namespaces, scormType sco, sequencing', () => {
    const m = manifestOf('SCORM_2004');
    expect(m.metadata).toEqual({ schema: 'ADL SCORM', schemaversion: '2004 4th Edition' });
    expect(m['@xmlns']).toBe('http://www.imsglobal.org/xsd/imscp_v1p1');
    expect(m['@xmlns:adlcp']).toBe('http://www.adlnet.org/xsd/adlcp_v1p3');
    expect(m['@xmlns:adlseq']).toBe('http://www.adlnet.org/xsd/adlseq_v1p3');
    expect(m['@xmlns:imsss']).toBe('http://www.imsglobal.org/xsd/imsss');
    const org = m.organizations.organization;
    expect(org.item['imsss:sequencing']).toBeDefined();
    const res = m.resources.resource;
    expect(res['@adlcp:scormType']).toBe('sco');
    expect(res['@href']).toBe('index.html');
    expect(org.item['@identifierref']).toBe(res['@identifier']);
  });

  it('escapes every XML special character and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
});

describe('the launch page', () => {
  it('holds the launch configuration and loads lms.js from the server', () => {
    const html = launchPage(input('SCORM_2004'));
    expect(launchConfigOf(html)).toEqual({
      server: 'https://stepwise.example.com',
      workflowId: input('SCORM_2004').workflowId,
      standard: '2004',
      resolution: 720,
      launchKey: 'eyJ.key</script>.sig',
    });
    expect(html).toContain('<script src="https://stepwise.example.com/embed/v1/lms.js"></script>');
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('</script>.sig');
    expect(html).toContain(
      '<title>Torque &lt;Check&gt; &amp; &quot;Sign-off&quot; &apos;A&apos;</title>',
    );
    expect(launchConfigOf(launchPage(input('SCORM_12'))).standard).toBe('1.2');
  });
});

describe('a workflow with a published quiz (issue 19)', () => {
  const quiz = { quizId: 'quiz-1', passingScore: 80, questionCount: 5 };

  it('SCORM 1.2: the item carries the passing score as its mastery score', () => {
    const xml = scormManifest({ ...input('SCORM_12'), quiz });
    expect(XMLValidator.validate(xml)).toBe(true);
    const item = parser.parse(xml).manifest.organizations.organization.item;
    expect(item['adlcp:masteryscore']).toBe(80);
    expect(manifestOf('SCORM_12').organizations.organization.item['adlcp:masteryscore']).toBe(
      undefined,
    );
  });

  it('SCORM 2004: a primary objective satisfied by the scaled score at the passing score', () => {
    const xml = scormManifest({ ...input('SCORM_2004'), quiz });
    expect(XMLValidator.validate(xml)).toBe(true);
    const sequencing =
      parser.parse(xml).manifest.organizations.organization.item['imsss:sequencing'];
    const objective = sequencing['imsss:objectives']['imsss:primaryObjective'];
    expect(objective['@satisfiedByMeasure']).toBe('true');
    expect(objective['imsss:minNormalizedMeasure']).toBe(0.8);
    // The schema's order: objectives before deliveryControls.
    expect(Object.keys(sequencing)).toEqual(['imsss:objectives', 'imsss:deliveryControls']);
    expect(
      manifestOf('SCORM_2004').organizations.organization.item['imsss:sequencing'][
        'imsss:objectives'
      ],
    ).toBe(undefined);
  });

  it('the launch configuration names the quiz; without one it has none', () => {
    expect(launchConfigOf(launchPage({ ...input('SCORM_2004'), quiz })).quiz).toEqual(quiz);
    expect(launchConfigOf(launchPage({ ...input('SCORM_2004'), quiz: null }))).not.toHaveProperty(
      'quiz',
    );
  });
});

describe('the package', () => {
  it('is a zip of the manifest and the launch page', () => {
    const files = unzipSync(scormPackage(input('SCORM_12')));
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', 'index.html']);
    expect(XMLValidator.validate(strFromU8(files['imsmanifest.xml']!))).toBe(true);
    expect(strFromU8(files['index.html']!)).toContain('lms.js');
  });

  it('zips nested packages and names them safely', () => {
    const inner = scormPackage(input('SCORM_12'));
    const outer = unzipSync(zipFiles({ 'a.zip': inner }));
    expect(outer['a.zip']).toEqual(inner);
    expect(packageFileName('Torque / Check ü', 'abcdef123456', 'SCORM_2004')).toBe(
      'Torque-Check-u-abcdef12-scorm2004.zip',
    );
    expect(packageFileName('***', 'abcdef123456', 'SCORM_12')).toBe(
      'workflow-abcdef12-scorm12.zip',
    );
  });
});
