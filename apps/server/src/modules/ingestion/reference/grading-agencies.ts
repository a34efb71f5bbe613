export const GRADING_AGENCIES = [
  { abbreviation: 'PSA', name: 'Professional Sports Authenticator' },
  { abbreviation: 'BGS', name: 'Beckett Grading Services' },
  { abbreviation: 'SGC', name: 'Sportscard Guaranty Corporation' },
  { abbreviation: 'CGC', name: 'Certified Guaranty Company' },
  { abbreviation: 'HGA', name: 'Hybrid Grading Approach' },
  { abbreviation: 'TAG', name: 'Technical Authentication & Grading' },
  { abbreviation: 'CSG', name: 'Certified Sports Guaranty' },
  { abbreviation: 'ISA', name: 'International Sports Authentication' },
  { abbreviation: 'GMA', name: 'GMA Grading' },
  { abbreviation: 'KSA', name: 'KSA Certification' },
  { abbreviation: 'MNT', name: 'MNT Grading' },
  { abbreviation: 'AGS', name: 'Automated Grading Systems' },
];
