#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TaxonomyAudit

exit(AuditCommand.main())
