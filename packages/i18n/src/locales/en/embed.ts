// The embed-code dialog (issue 6): script tag, iframe and host SDK snippets of a published workflow.
export default {
  'embed.tool': 'Embed',
  'embed.title': 'Embed {title}',
  'embed.scriptLabel': 'Script tag: the player in your page',
  'embed.iframeLabel': 'Iframe',
  'embed.sdkLabel': 'Control the iframe from your page (JavaScript SDK)',
  'embed.copy': 'Copy code',
  'embed.copied': 'Copied',
  'embed.publicHint': 'The public link is on: these snippets play for anyone.',
  'embed.signedInHint':
    'The public link is off: these snippets play only for people signed in to Stepwise. Turn the public link on in Share to embed for everyone.',
  'embed.originsNote':
    'A page that controls the player through the SDK must be on your organisation’s list of allowed origins.',
  'embed.originsLink': 'Allowed origins settings',
} as const;
