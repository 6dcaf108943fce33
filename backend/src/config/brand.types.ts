/**
 * The fields of config/brand.json that the seeds read. config/ lies outside the backend's rootDir, so the
 * seeder loads the file at run time and passes it to every seed function.
 */
export interface Brand {
  name: string;
  shortName: string;
  productSlug: string;
  strapline: string;
  legalName: string;
  companyRegistrationNumber: string;
  registeredOffice: string;
  regulatorStatement: string;
  underwriter: string;
  underwritingScheme: string;
  brokerAssociation: { name: string; url: string };
  phone: { dublin: string; loCall: string; breakdown: string };
  email: { support: string; broker: string };
  openingHours: string;
  social: { facebook: string; twitter: string; instagram: string };
  documents: {
    termsOfBusiness: string;
    remunerationPolicy: string;
    complaintsProcedure: string;
    privacyNotice: string;
    dataProtectionPolicy: string;
    policyBooklet: string;
    ipid: string;
  };
  documentVersions: { termsOfBusiness: string; policyBooklet: string; ipid: string };
  instagramCompetitionPost: string;
  association: { name: string; offerPath: string };
}
