import Foundation
import TaxonomyAudit

exit(AuditCommand.main())
