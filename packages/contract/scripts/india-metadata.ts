import world from 'libphonenumber-js/metadata.min.json' with { type: 'json' };

/** The library's current data for India alone, in the shape `libphonenumber-js/core` reads. */
export const indiaMetadata = () => ({
  version: world.version,
  country_calling_codes: { '91': ['IN'] },
  countries: { IN: world.countries.IN },
  nonGeographic: {},
});
