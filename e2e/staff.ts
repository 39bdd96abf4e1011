/** The staff account the e2e server starts with (made by the create-staff CLI before the server starts). */
export const E2E_STAFF = {
  email: 'workshop-staff@example.com',
  username: 'workshopstaff',
  password: 'stitch-staff-123',
} as const
