export declare const SEEDED_ACCOUNT: {
  readonly name: 'Alex Learner'
  readonly email: 'learner@example.com'
  readonly password: string
}
